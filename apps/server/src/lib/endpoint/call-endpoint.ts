import { type z } from 'zod';
import type { TEndpoint, TEndpointData, TEndpointParsedInput } from '@supportal/contract';
import { AppError } from '../app-error.js';
import { authorize } from './authorize.js';
import type { TBoundEndpoint } from './bind-endpoint.js';
import type { TCallContext } from './call-context.js';

/** Runs an endpoint in process (server-rendered pages): same validation, same handler, no HTTP hop. */
export const callEndpoint = async <E extends TEndpoint>(
  bound: TBoundEndpoint<E>,
  input: { body?: unknown; query?: unknown },
  context: TCallContext,
): Promise<TEndpointData<E>> => {
  authorize(bound.endpoint.access, context);
  const parse = (schema: z.ZodType | undefined, value: unknown) => {
    if (!schema) return undefined;
    const result = schema.safeParse(value ?? {});
    if (!result.success) throw new AppError('badRequest', result.error.issues[0]?.message);
    return result.data;
  };
  const parsed = {
    body: parse(bound.endpoint.body, input.body),
    query: parse(bound.endpoint.query, input.query),
  } as TEndpointParsedInput<E>;
  return bound.handle(parsed, context);
};
