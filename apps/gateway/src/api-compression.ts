import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Shared answers (compressed once per cache fill, trpc/fast-reads.ts) smaller than this go uncompressed. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Per-visitor answers smaller than this go uncompressed: they would be
 * compressed on every call, and below a few kilobytes brotli's set-up is most
 * of its cost (about 35 µs of CPU for the 3.9 KB site status, some 6 % of that
 * call) while the bytes it saves (2.7 KB there) fit the first round trip
 * either way. The trade-off and its figures: docs/decisions/0047-pass-through-cost.md.
 */
export const PER_VISITOR_COMPRESSION_THRESHOLD_BYTES = 4096;

/** Brotli first (smaller), gzip for the rest; every browser sends one of them. */
const ENCODINGS = ['br', 'gzip'] as const;
export type TEncoding = (typeof ENCODINGS)[number];

/**
 * API answers (the scope it is registered in) compressed by Accept-Encoding
 * when they reach the per-visitor threshold. These answers are compressed
 * once each on the request path, so brotli runs at quality 1: about half the
 * CPU of @fastify/compress's default 4 for a few per cent more bytes
 * (the 3.7 KB site status: 1.65 KB against 1.50 KB).
 */
export const registerApiCompression = async (scope: FastifyInstance): Promise<void> => {
  await scope.register(compress, {
    encodings: [...ENCODINGS],
    threshold: PER_VISITOR_COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
};

/** The encoding @fastify/compress picks for this Accept-Encoding (`*` and `x-gzip` count as gzip), or null. */
export const negotiatedEncoding = (acceptEncoding: string | undefined): TEncoding | null =>
  acceptEncoding === undefined
    ? null
    : (negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [
        ...ENCODINGS,
      ]) as TEncoding | null);

/** A shared answer's body, compressed once per cache fill: the best ratio, as every reader shares the cost. */
export const compressShared = (body: Buffer, encoding: TEncoding): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
