import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type TEncodedSvg = { identity: Buffer; br?: Buffer; gzip?: Buffer };

/** Per render function, its pictures by input, oldest first. */
const drawn = new WeakMap<object, Map<string, TEncodedSvg>>();
/** More than every seeded picture of one kind (the catalogue has a few hundred games). */
const MAX_PICTURES_PER_KIND = 2000;

const pictureOf = <T>(render: (input: T) => string, input: T): TEncodedSvg => {
  let pictures = drawn.get(render);
  if (!pictures) drawn.set(render, (pictures = new Map()));
  const key = JSON.stringify(input);
  const known = pictures.get(key);
  if (known) return known;
  const picture = { identity: Buffer.from(render(input)) };
  pictures.set(key, picture);
  if (pictures.size > MAX_PICTURES_PER_KIND) pictures.delete(pictures.keys().next().value ?? key);
  return picture;
};

const encoded = (picture: TEncodedSvg, encoding: 'br' | 'gzip'): Buffer => {
  if (encoding === 'br') {
    picture.br ??= brotliCompressSync(picture.identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: picture.identity.length,
      },
    });
    return picture.br;
  }
  picture.gzip ??= gzipSync(picture.identity, { level: constants.Z_BEST_COMPRESSION });
  return picture.gzip;
};

/**
 * A generated SVG picture, as a CDN serves one: drawn once per input (its
 * letters are outlines, a few milliseconds each), compressed once per
 * encoding the browser accepts (brotli at 9: a title's outlines shrink to
 * about a third), cacheable for `maxAgeSeconds`.
 */
export const sendGeneratedSvg = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  render: (input: T) => string,
  input: T,
  maxAgeSeconds: number,
) => {
  const picture = pictureOf(render, input);
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted
    ? (negotiate(accepted.toLowerCase(), ['br', 'gzip']) as 'br' | 'gzip' | null)
    : null;
  reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${maxAgeSeconds}`)
    .header('vary', 'accept-encoding');
  if (!encoding) return reply.send(picture.identity);
  return reply.header('content-encoding', encoding).send(encoded(picture, encoding));
};
