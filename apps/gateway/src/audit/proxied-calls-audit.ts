import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAuditAction, TAuditOutcome } from '@site/contracts';
import type { TClock } from '../clock.js';
import { moneyRequestIdIn } from '../trpc/audit-trail.js';
import type { TAuditLog } from './audit-log.js';

/**
 * The upstream page calls that move money, which the site proxies rather
 * than asks through a procedure: the lottery lobby's slip and cancel
 * (docs/history/lottery-interfaces.md "The lobby page"). Named after the procedure
 * that would ask for them.
 */
export const AUDITED_PROXIED_CALLS: Readonly<Record<string, TAuditAction>> = {
  'POST /games/api/lottery/orders': 'lottery.placeOrder',
  'POST /games/api/lottery/cancel': 'lottery.cancelSubOrder',
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The `requestId` of an audited proxied call's body, read before the body goes upstream. */
    proxiedMoneyRequestId?: string | null;
  }
}

const auditedActionOf = (request: FastifyRequest): TAuditAction | undefined =>
  AUDITED_PROXIED_CALLS[`${request.method} ${request.url.split('?', 1)[0] ?? ''}`];

/**
 * A proxied reply's 5xx comes from the upstream or the way to it (a timeout,
 * a dropped connection): it may have taken effect there, so it is unknown,
 * never failed (docs/upstream.md §1).
 */
const outcomeOfStatus = (statusCode: number): TAuditOutcome =>
  statusCode < 400 ? 'succeeded' : statusCode < 500 ? 'refused' : 'unknown';

/**
 * The gateway's audit of the proxied money calls (docs/decisions/0016-audit-trail.md):
 * one event each, whatever the answer, under the request id the upstream's row
 * carries too. The launch token, not the session, names the member, so the
 * event names none: the upstream's row of the same request id does, with the
 * refusal's catalogue key. The body is already read whole (proxied-body-limit.ts),
 * so its `requestId` is taken before it is sent on.
 */
export const auditProxiedCalls = (scope: FastifyInstance, audit: TAuditLog, clock: TClock): void => {
  scope.addHook('preParsing', async (request, _reply, payload) => {
    if (!auditedActionOf(request)) return payload;
    const body = await buffer(payload);
    request.proxiedMoneyRequestId = moneyRequestIdIn(parsedOrNull(body));
    return Readable.from([body]);
  });
  scope.addHook('onResponse', async (request, reply) => {
    const action = auditedActionOf(request);
    if (!action) return;
    audit.record({
      action,
      outcome: outcomeOfStatus(reply.statusCode),
      memberId: null,
      ip: request.ip,
      requestId: request.id,
      moneyRequestId: request.proxiedMoneyRequestId ?? null,
      reason: null,
      at: new Date(clock.now()).toISOString(),
    });
  });
};

const parsedOrNull = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
};
