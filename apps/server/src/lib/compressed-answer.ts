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

/** The encoding to answer with: brotli, else gzip, if the client accepts it (q=0 refuses). */
export const acceptedEncoding = (header: string | string[] | undefined): TAnswerEncoding | null => {
  const offered = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) offered.set(name, quality === undefined ? 1 : Number(quality));
  }
  const accepts = (encoding: TAnswerEncoding) => (offered.get(encoding) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
};

const compressedBodies = new WeakMap<object, Map<TAnswerEncoding, Promise<Buffer>>>();

/**
 * Sends `body` compressed when the client accepts it and it is large enough. The compressed bytes are
 * remembered per `owner` object: an answer served again from a cache is compressed only once.
 */
export const sendCompressible = async (
  request: FastifyRequest,
  reply: FastifyReply,
  owner: object,
  body: string | Buffer,
): Promise<FastifyReply> => {
  const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (bytes < MIN_COMPRESSED_BYTES) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  let byEncoding = compressedBodies.get(owner);
  if (!byEncoding) {
    byEncoding = new Map();
    compressedBodies.set(owner, byEncoding);
  }
  let compressed = byEncoding.get(encoding);
  if (!compressed) {
    compressed = compressors[encoding](typeof body === 'string' ? Buffer.from(body) : body);
    byEncoding.set(encoding, compressed);
  }
  return reply.header('content-encoding', encoding).send(await compressed);
};
