import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TAuditOutcome } from '@site/contracts';
import type { TMerchant } from '../db/schema.js';
import { callerRequestId, visitorIp } from '../wire/headers.js';
import { appendAuditEvent } from './audit-store.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The mock's failures are all non-2xx (wire/error-handler.ts); a 5xx is its own fault and rolled back. */
const outcomeOf = (statusCode: number): TAuditOutcome =>
  statusCode < 400 ? 'succeeded' : statusCode < 500 ? 'refused' : 'failed';

/** The envelope's errorCode, as the caller received it. */
const errorCodeOf = (payload: unknown): string | null => {
  if (typeof payload !== 'string') return null;
  try {
    const envelope: unknown = JSON.parse(payload);
    return isRecord(envelope) && typeof envelope['errorCode'] === 'string' ? envelope['errorCode'] : null;
  } catch {
    return null;
  }
};

/** Money requests carry their idempotency key as `requestId` (docs/upstream.md §3 "Wallet"). */
const moneyRequestIdOf = (body: unknown): string | null =>
  isRecord(body) && typeof body['requestId'] === 'string' ? body['requestId'] : null;

/**
 * onSend hook of the /wps routes and of the game API's money calls: a route
 * whose config names an audit action leaves exactly one event per request,
 * whatever it answered (refusals of the token, launch and merchant hooks and
 * of the schema included). It runs once the answer is final, so the outcome
 * is what the caller receives. A /wps call names its member by its session
 * token, a game API call by its launch.
 */
export async function recordAuditEvent(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const action = request.routeOptions.config.audit;
  if (!action) return payload;
  // The merchant or launch hook may have refused the call before it set one.
  const merchant = request.merchant as TMerchant | undefined;
  const launch = request.gameContext?.launch;
  const isFailure = reply.statusCode >= 400;
  appendAuditEvent(request.server.db, {
    merchantId: merchant?.id ?? launch?.merchantId ?? null,
    action,
    outcome: outcomeOf(reply.statusCode),
    memberId: request.auth?.member.id ?? launch?.memberId ?? null,
    ip: visitorIp(request),
    requestId: callerRequestId(request),
    moneyRequestId: moneyRequestIdOf(request.body),
    reason: isFailure ? errorCodeOf(payload) : null,
    createdAt: new Date(),
  });
  return payload;
}
