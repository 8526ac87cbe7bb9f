import type { z } from 'zod';
import type { TEndpointAccess } from '../access/permissions.js';

/** One call of the wire contract: method, real path, schemas of its input and of `data`. */
export type TEndpoint<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TData extends z.ZodType = z.ZodType,
> = {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  tag: string;
  access: TEndpointAccess;
  body: TBody;
  query: TQuery;
  data: TData;
};

export const API_PREFIX = '/supportal/v1';
/** Calls outside v1 (the independent login base of spec section 7) sit directly under this root. */
export const API_ROOT_PREFIX = '/supportal';

type InputOf<T> = T extends z.ZodType ? z.input<T> : undefined;
type OutputOf<T> = T extends z.ZodType ? z.output<T> : undefined;

/** Input of a call: `body` and/or `query` as the endpoint declares them (an absent part may be left out). */
export type TEndpointInput<E extends TEndpoint> = (E['body'] extends z.ZodType
  ? { body: InputOf<E['body']> }
  : { body?: undefined }) &
  (E['query'] extends z.ZodType ? { query: InputOf<E['query']> } : { query?: undefined });
export type TEndpointParsedInput<E extends TEndpoint> = {
  body: OutputOf<E['body']>;
  query: OutputOf<E['query']>;
};
export type TEndpointData<E extends TEndpoint> = z.output<E['data']>;

/** A GET call answering with file bytes (not the envelope) on success, the envelope on errors. */
export type TDownloadEndpoint<TQuery extends z.ZodType = z.ZodType> = {
  method: 'GET';
  path: string;
  summary: string;
  tag: string;
  access: TEndpointAccess;
  query: TQuery;
};

/**
 * A POST call taking one file as multipart/form-data (field `file`); the query says what the file is
 * for, so limits are known before a byte is read. Answers the envelope like any call.
 */
export type TUploadEndpoint<TQuery extends z.ZodType = z.ZodType, TData extends z.ZodType = z.ZodType> = {
  method: 'POST';
  path: string;
  summary: string;
  tag: string;
  access: TEndpointAccess;
  query: TQuery;
  data: TData;
  /** The multipart field carrying the file. */
  fileField: string;
};

/** What every call of an area declares besides its method and path. */
type TCallOptions = { summary: string; access: TEndpointAccess };

/**
 * The builders of one area's calls (`packages/contract/src/<area>/area.ts`). The area's folder name is
 * the calls' OpenAPI tag, so contract, server module, web feature and API document share one name.
 */
export const contractArea = (tag: string) => ({
  defineEndpoint: <
    TBody extends z.ZodType | undefined = undefined,
    TQuery extends z.ZodType | undefined = undefined,
    TData extends z.ZodType = z.ZodType,
  >(
    method: 'GET' | 'POST',
    path: `/${string}`,
    options: TCallOptions & {
      body?: TBody;
      query?: TQuery;
      data: TData;
      /** Where `path` is mounted; API_PREFIX ('/supportal/v1') unless given. */
      prefix?: typeof API_PREFIX | typeof API_ROOT_PREFIX;
    },
  ): TEndpoint<TBody, TQuery, TData> => ({
    method,
    path: `${options.prefix ?? API_PREFIX}${path}`,
    summary: options.summary,
    tag,
    access: options.access,
    body: options.body as TBody,
    query: options.query as TQuery,
    data: options.data,
  }),

  defineDownload: <TQuery extends z.ZodType>(
    path: `/${string}`,
    options: TCallOptions & { query: TQuery },
  ): TDownloadEndpoint<TQuery> => ({ ...options, tag, method: 'GET', path: `${API_PREFIX}${path}` }),

  defineUpload: <TQuery extends z.ZodType, TData extends z.ZodType>(
    path: `/${string}`,
    options: TCallOptions & { query: TQuery; data: TData },
  ): TUploadEndpoint<TQuery, TData> => ({
    ...options,
    tag,
    method: 'POST',
    path: `${API_PREFIX}${path}`,
    fileField: 'file',
  }),
});
