import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type TEnvelope, VALIDATION } from '@site/contracts';
import {
  bodyTooLarge,
  cappedAt,
  declaresMoreThan,
  DEFAULT_BODY_LIMIT,
  dropTheRest,
  isBodyTooLarge,
} from './hardening/body-cap.js';
import { isSafeMethod } from './session/origin-guard.js';
import { ROOT_FIELD } from './trpc/error-shape.js';

/** The upstream's own limit (the mock's is Fastify's default); game, chat and payment calls stay far below it. */
export const PROXIED_BODY_LIMIT = DEFAULT_BODY_LIMIT;

/** The refusal in the upstream's envelope, which the proxied pages read (`errorCode`), as they read the upstream's own. */
const TOO_LARGE_REPLY: TEnvelope = {
  success: false,
  message: 'Request body is too large',
  value: { fieldErrors: { [ROOT_FIELD]: VALIDATION.tooLong } },
  errorCode: 'validation_failed',
};

/**
 * Reads a proxied body whole, up to the limit, before the proxy sends any
 * of it: a body past the limit is refused here, not cut off half-way to an
 * upstream that has already answered (a 500, a reset or a hang, and `write
 * EPIPE` in the log). The forwarded request then names its exact length.
 */
const readWithinLimit = async (request: FastifyRequest, _reply: FastifyReply, payload: Readable) => {
  if (isSafeMethod(request.method)) return payload;
  if (declaresMoreThan(request, PROXIED_BODY_LIMIT)) {
    dropTheRest(request.raw);
    throw bodyTooLarge();
  }
  const body = await buffer(cappedAt(payload, PROXIED_BODY_LIMIT)).catch((error: unknown) => {
    dropTheRest(request.raw);
    throw error;
  });
  request.headers['content-length'] = String(body.length);
  delete request.headers['transfer-encoding'];
  return Readable.from([body]);
};

/**
 * Holds the bodies sent to the proxied upstream areas (`/games/*`, `/chat/*`,
 * `/pay/*`) to the upstream's limit: by Content-Length before reading, and
 * by counting a chunked body while reading it. Past it: 413
 * `validation_failed`, answered by the gateway, with nothing proxied.
 */
export const limitProxiedBodies = (scope: FastifyInstance): void => {
  scope.addHook('preParsing', readWithinLimit);
  scope.setErrorHandler((error, _request, reply) => {
    if (!isBodyTooLarge(error)) throw error;
    return reply.code(413).send(TOO_LARGE_REPLY);
  });
};
