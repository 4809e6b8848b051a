import { and, eq } from 'drizzle-orm';
import type { TExecutor, TTransaction } from '../../db/client.js';
import { moneyRequests } from '../../db/schema-money.js';
import { WireError } from '../../wire/envelope.js';

export type TMoneyRequest = {
  memberId: number;
  /** The caller's id of this action (`requestId` on the wire). */
  requestId: string;
  /** transfer, deposit, withdraw, upline, rebate, ... */
  kind: string;
  /** The fields that make two requests the same action. */
  fields: Record<string, unknown>;
};

const fingerprintOf = (request: TMoneyRequest) => JSON.stringify({ kind: request.kind, ...request.fields });

/**
 * The stored result of an earlier run of this request, or undefined when it
 * is new; the same id with other fields (or another kind) is 409
 * `request_conflict`. Actions that check a password first ask this before
 * the check, so a replay after a change answers the first result too.
 */
export const earlierResult = (db: TExecutor, request: TMoneyRequest): { result: unknown } | undefined => {
  const existing = db
    .select()
    .from(moneyRequests)
    .where(and(eq(moneyRequests.memberId, request.memberId), eq(moneyRequests.requestId, request.requestId)))
    .get();
  if (!existing) return undefined;
  if (existing.fingerprint !== fingerprintOf(request))
    throw new WireError(409, 'request_conflict', `Request ${request.requestId} exists with other values`);
  return { result: existing.result };
};

/**
 * Runs a money action once per `requestId`, inside the caller's transaction:
 * the first call runs `action` and stores its result; an exact replay answers
 * the stored result and changes nothing; the same id with other fields (or
 * another kind) is 409 `request_conflict`.
 */
export const oncePerRequest = <T>(tx: TTransaction, request: TMoneyRequest, action: () => T): T => {
  const earlier = earlierResult(tx, request);
  if (earlier) return earlier.result as T;
  const result = action();
  tx.insert(moneyRequests)
    .values({
      memberId: request.memberId,
      requestId: request.requestId,
      kind: request.kind,
      fingerprint: fingerprintOf(request),
      result: result as unknown,
    })
    .run();
  return result;
};
