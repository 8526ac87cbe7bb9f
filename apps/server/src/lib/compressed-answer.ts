import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type TAnswerEncoding = 'br' | 'gzip';

/** Below this many bytes compressing saves less than it costs. */
const MIN_COMPRESSED_BYTES = 1024;

const compressors: Record<TAnswerEncoding, (input: Buffer) => Promise<Buffer>> = {
  // Quality 5: most of brotli's gain at a small share of its highest setting's time.
  br: (input) =>
    promisify(brotliCompress)(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
  gzip: (input) => promisify(gzip)(input, { level: 6 }),
};

/** Whether an Accept-Encoding header accepts each encoding (q=0 refuses). */
const acceptedBy = (header: string) => {
  const offered = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) offered.set(name, quality === undefined ? 1 : Number(quality));
  }
  return (encoding: TAnswerEncoding) => (offered.get(encoding) ?? offered.get('*') ?? 0) > 0;
};

const parseAcceptEncoding = (header: string): TAnswerEncoding | null => {
  const accepts = acceptedBy(header);
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
};

/** Clients send a handful of distinct Accept-Encoding values: each is parsed once. */
const parsedHeaders = new Map<string, TAnswerEncoding | null>();
const MAX_PARSED_HEADERS = 200;

/** The encoding to answer with: brotli, else gzip, if the client accepts it (q=0 refuses). */
export const acceptedEncoding = (header: string | string[] | undefined): TAnswerEncoding | null => {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let encoding = parsedHeaders.get(text);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(text);
    if (parsedHeaders.size >= MAX_PARSED_HEADERS) parsedHeaders.clear();
    parsedHeaders.set(text, encoding);
  }
  return encoding;
};

/** Whether the client takes this encoding, whichever it would prefer. */
export const acceptsEncoding = (header: string | string[] | undefined, encoding: TAnswerEncoding) =>
  acceptedBy(Array.isArray(header) ? header.join(',') : (header ?? ''))(encoding);

/**
 * What is known of one answer's bytes: its length, and per encoding its compressed form (a promise
 * while it is being made, the bytes once made).
 */
type TKnownAnswer = { bytes: number; forms: Map<TAnswerEncoding, Buffer | Promise<Buffer>> };
const knownAnswers = new WeakMap<object, TKnownAnswer>();

/**
 * Sends `body` compressed when the client accepts it and it is large enough. What is learnt about the
 * bytes is remembered per `owner` object: an answer served again from a cache is measured and
 * compressed only once, and then sent without waiting.
 */
export const sendCompressible = (
  request: FastifyRequest,
  reply: FastifyReply,
  owner: object,
  body: string | Buffer,
): FastifyReply | Promise<FastifyReply> => {
  let known = knownAnswers.get(owner);
  if (!known) {
    known = { bytes: typeof body === 'string' ? Buffer.byteLength(body) : body.length, forms: new Map() };
    knownAnswers.set(owner, known);
  }
  if (known.bytes < MIN_COMPRESSED_BYTES) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  reply.header('content-encoding', encoding);
  let form = known.forms.get(encoding);
  if (Buffer.isBuffer(form)) return reply.send(form);
  if (!form) {
    const { forms } = known;
    form = compressors[encoding](typeof body === 'string' ? Buffer.from(body) : body);
    forms.set(encoding, form);
    form.then(
      (compressed) => forms.set(encoding, compressed),
      () => forms.delete(encoding),
    );
  }
  return form.then((compressed) => reply.send(compressed));
};
