import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressShared, negotiatedEncoding, type TEncoding } from '../api-compression.js';

/** Pages are always revalidated: a new release, a maintenance switch or a language must show at once. */
const REVALIDATE = 'no-cache';
/** A rendered page may hold a member's name and balance: only the visitor's own browser may keep it. */
const REVALIDATE_PRIVATE = 'private, no-cache';

/**
 * A rendered page is compressed once per request, so brotli runs at 4
 * (@fastify/compress's default): the ~115 KB home page to ~14 KB in a few
 * milliseconds, where the best quality takes ten times longer.
 */
const compressPage = (body: Buffer, encoding: TEncoding): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(body, { level: 6 });

const etagOf = (body: Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Sends an HTML page: `no-cache` with an ETag (a revalidation of an
 * unchanged page is a 304), compressed by Accept-Encoding. The page depends
 * on the visitor's cookies (session, language) as well.
 */
const sendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: { body: Buffer; etag: string; cacheControl: string },
  compressed: (encoding: TEncoding) => Buffer,
) => {
  const { body, etag, cacheControl } = page;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('vary', 'accept-encoding, cookie')
    .type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const encoding = negotiatedEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compressed(encoding));
};

/** The built shell, the same bytes for everyone: its ETag and encodings made once. */
export const createShellReply = (html: string) => {
  const body = Buffer.from(html);
  const etag = etagOf(body);
  const encoded = new Map<TEncoding, Buffer>();
  const compressed = (encoding: TEncoding) => {
    const bytes = encoded.get(encoding) ?? compressShared(body, encoding);
    encoded.set(encoding, bytes);
    return bytes;
  };
  return (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(request, reply, { body, etag, cacheControl: REVALIDATE }, compressed);
};

/** A page rendered for this request. */
export const sendRenderedPage = (request: FastifyRequest, reply: FastifyReply, html: string) => {
  const body = Buffer.from(html);
  return sendPage(
    request,
    reply,
    { body, etag: etagOf(body), cacheControl: REVALIDATE_PRIVATE },
    (encoding) => compressPage(body, encoding),
  );
};
