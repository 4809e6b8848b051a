import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TErrorData } from '@site/contracts';
import { AppError } from '../errors/app-error.js';
import { DEFAULT_BODY_LIMIT, dropTheRest } from '../hardening/body-cap.js';
import { isSafeMethod } from '../session/origin-guard.js';
import { isUploadCall } from './body-limit.js';
import { sessionFromRequest, type TContextDeps } from './context.js';
import { errorResponseBody } from './error-shape.js';
import { procedureCallOf } from './procedure-paths.js';
import { retryAfterSecondsOf } from './retry-after-header.js';

/** How long a client is asked to wait for an upload slot: about the time a few uploads take to go through. */
export const UPLOAD_BUSY_RETRY_SECONDS = 5;

/** The refusals an upload may meet before its body is read. */
const REFUSAL_STATUS = { UNAUTHORIZED: 401, TOO_MANY_REQUESTS: 429, SERVICE_UNAVAILABLE: 503 } as const;

/** Anything up to the ordinary body limit is read as any request is; past it, or of no stated length, it is an upload. */
const isLargeBody = (request: FastifyRequest): boolean =>
  !(Number(request.headers['content-length']) <= DEFAULT_BODY_LIMIT);

/**
 * Uploads (bodies past 1 MiB to a procedure that carries pictures) are
 * decided on their headers alone, before a byte of the body is read: only a
 * signed-in member may send one (401 `not_logged_in`), only while this
 * process has a free upload slot (503 `system_busy`), which it holds until
 * the answer is sent or the connection drops, and counted against the
 * `upload` rate limit per IP and per member (429). A member refused for
 * want of a slot is not counted, so waiting as told costs no quota. A
 * refusal is answered at once and the rest of its body dropped unread (`dropTheRest`); 429 and 503 carry Retry-After.
 */
export const gateUploads =
  (deps: Pick<TContextDeps, 'config' | 'sealer' | 'clock' | 'guards'>) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (isSafeMethod(request.method)) return undefined;
    const call = procedureCallOf(request.url);
    if (!isUploadCall(call.paths) || !isLargeBody(request)) return undefined;

    const refuse = (code: keyof typeof REFUSAL_STATUS, data: TErrorData): FastifyReply => {
      const retryAfter = retryAfterSecondsOf(data, REFUSAL_STATUS[code]);
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      dropTheRest(request.raw);
      return reply.code(REFUSAL_STATUS[code]).send(errorResponseBody(code, data, call.paths, call.isBatch));
    };

    const session = sessionFromRequest(request, reply, deps).current;
    if (!session?.token) return refuse('UNAUTHORIZED', { key: 'not_logged_in' });
    const release = deps.guards.uploadSlots.tryTake();
    if (!release) {
      return refuse('SERVICE_UNAVAILABLE', {
        key: 'system_busy',
        hint: { retryAfterSeconds: UPLOAD_BUSY_RETRY_SECONDS },
      });
    }
    try {
      await deps.guards.rateLimiter.consume('upload', { ip: request.ip, subject: session.memberId ?? null });
    } catch (error) {
      release();
      if (!(error instanceof AppError)) throw error;
      return refuse('TOO_MANY_REQUESTS', error.errorData);
    }
    // Sent, failed or dropped: the response closes once either way.
    reply.raw.once('close', release);
    return undefined;
  };
