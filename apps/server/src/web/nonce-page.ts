import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsEncoding, sendCompressible } from '../lib/compressed-answer.js';

/**
 * A cached page is served to many visitors, each with a CSP nonce of their own: a nonce shared for the
 * cache's lifetime could be read from one answer and planted in markup injected into the next. The
 * page is kept as a template — its bytes and where its nonce sits — and each answer writes a fresh
 * nonce in place.
 *
 * Compressing a ~380 KB page anew for every answer would cost more than rendering it, so the gzip form
 * is made once: each stretch between two nonces is deflated on its own (ending byte-aligned), and an
 * answer's nonce goes between them as a stored (uncompressed) deflate block. Only the CRC of the gzip
 * trailer is computed per answer.
 */
export type TNoncePage = {
  /** The HTML with `nonce` in place of the one it was rendered with. */
  withNonce: (nonce: string) => Buffer;
  /** The same bytes, gzip-compressed. */
  gzipWithNonce: (nonce: string) => Buffer;
};

/** Fixed gzip header: deflate, no name or time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** A non-final stored deflate block holding `bytes` (at most 65,535), starting byte-aligned. */
const storedBlock = (bytes: Buffer) => {
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
};

const positionsOf = (body: Buffer, needle: Buffer): number[] => {
  const positions: number[] = [];
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) {
    positions.push(at);
  }
  return positions;
};

export const createNoncePage = (body: Buffer, renderedNonce: string): TNoncePage => {
  const needle = Buffer.from(renderedNonce, 'latin1');
  const positions = positionsOf(body, needle);

  /** The HTML between (and around) the nonces. */
  const plainStretches: Buffer[] = [];
  let from = 0;
  for (const at of positions) {
    plainStretches.push(body.subarray(from, at));
    from = at + needle.length;
  }
  plainStretches.push(body.subarray(from));

  const withNonce = (nonce: string) => {
    const replacement = Buffer.from(nonce, 'latin1');
    return Buffer.concat(
      plainStretches.flatMap((piece, index) => (index === 0 ? [piece] : [replacement, piece])),
    );
  };

  let deflatedStretches: Buffer[] | undefined;
  const stretches = () => {
    deflatedStretches ??= plainStretches.map((piece, index) =>
      deflateRawSync(piece, {
        level: 6,
        // Every stretch but the last ends byte-aligned and open; the last one closes the stream.
        finishFlush: index < plainStretches.length - 1 ? constants.Z_SYNC_FLUSH : constants.Z_FINISH,
      }),
    );
    return deflatedStretches;
  };

  return {
    withNonce,
    gzipWithNonce: (nonce) => {
      const nonceBytes = Buffer.from(nonce, 'latin1');
      const nonceBlock = storedBlock(nonceBytes);
      const parts: Buffer[] = [GZIP_HEADER];
      // The CRC runs over the stretches and nonces in turn: the page itself is never copied.
      let crc = 0;
      let length = 0;
      stretches().forEach((stretch, index) => {
        if (index > 0) {
          parts.push(nonceBlock);
          crc = crc32(nonceBytes, crc);
          length += nonceBytes.length;
        }
        parts.push(stretch);
        const plain = plainStretches[index] ?? Buffer.alloc(0);
        crc = crc32(plain, crc);
        length += plain.length;
      });
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(length % 2 ** 32, 4);
      parts.push(trailer);
      return Buffer.concat(parts);
    },
  };
};

/**
 * Sends a cached page with this answer's nonce: gzip from the prepared stretches when the client takes
 * gzip (even if it prefers brotli: brotli would be compressed anew each time), else as any answer.
 */
export const sendNoncePage = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: TNoncePage,
  nonce: string,
): FastifyReply | Promise<FastifyReply> => {
  reply.header('vary', 'accept-encoding');
  if (acceptsEncoding(request.headers['accept-encoding'], 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(page.gzipWithNonce(nonce));
  }
  const body = page.withNonce(nonce);
  return sendCompressible(request, reply, body, body);
};
