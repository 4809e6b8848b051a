import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { errorCodes, type FastifyRequest } from 'fastify';

/** Fastify's default, and the mock's: enough for every body but those that carry proof images. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Fastify's own 413, raised by every body limit of the gateway and answered by the scope that set it. */
export const bodyTooLarge = () => new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();

export const isBodyTooLarge = (error: unknown): boolean =>
  error instanceof errorCodes.FST_ERR_CTP_BODY_TOO_LARGE;

/** A body whose Content-Length already says it is past `limit`: refused before a byte of it is read. */
export const declaresMoreThan = (request: FastifyRequest, limit: number): boolean =>
  Number(request.headers['content-length']) > limit;

/** Passes a body through until it grows past `limit` bytes (a chunked body has no length to check first). */
export const cappedAt = (payload: Readable, limit: number): Transform => {
  let received = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback(received > limit ? bodyTooLarge() : null, chunk);
    },
  });
  payload.on('error', (error) => capped.destroy(error));
  return payload.pipe(capped);
};

/**
 * How long the rest of a refused body is read and dropped before its
 * connection is cut. Closing at once, with the body still arriving, resets
 * the connection, and a client still sending may lose the answer to the
 * reset (`write EPIPE`); web servers linger so (nginx's `lingering_timeout`
 * is 5 s). Dropped bytes cost no memory.
 */
const REFUSED_BODY_LINGER_MS = 5_000;

/**
 * Reads the rest of a body refused before or while it was read into
 * nothing, so its answer reaches the client and the connection serves the
 * next request; cuts the connection if the body is still coming after the
 * linger.
 */
export const dropTheRest = (incoming: IncomingMessage): void => {
  const cut = setTimeout(() => incoming.destroy(), REFUSED_BODY_LINGER_MS);
  cut.unref();
  incoming.once('end', () => clearTimeout(cut));
  incoming.once('close', () => clearTimeout(cut));
  incoming.resume();
};
