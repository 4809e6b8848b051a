import { and, eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client.js';
import { moneyRequests } from '../../db/schema-money.js';
import { WireError } from '../../wire/envelope.js';

type TMoneyRequest = {
  memberId: number;
  /** The caller's id of this action (`requestId` on the wire). */
  requestId: string;
  /** transfer, deposit, withdraw, upline, rebate, ... */
  kind: string;
  /** The fields that make two requests the same action. */
  fields: Record<string, unknown>;
};

/**
 * Runs a money action once per `requestId`, inside the caller's transaction:
 * the first call runs `action` and stores its result; an exact replay answers
 * the stored result and changes nothing; the same id with other fields (or
 * another kind) is 409 `request_conflict`.
 */
export const oncePerRequest = <T>(tx: TTransaction, request: TMoneyRequest, action: () => T): T => {
  const fingerprint = JSON.stringify({ kind: request.kind, ...request.fields });
  const existing = tx
    .select()
    .from(moneyRequests)
    .where(and(eq(moneyRequests.memberId, request.memberId), eq(moneyRequests.requestId, request.requestId)))
    .get();
  if (existing) {
    if (existing.fingerprint !== fingerprint)
      throw new WireError(409, 'request_conflict', `Request ${request.requestId} exists with other values`);
    return existing.result as T;
  }
  const result = action();
  tx.insert(moneyRequests)
    .values({
      memberId: request.memberId,
      requestId: request.requestId,
      kind: request.kind,
      fingerprint,
      result: result as unknown,
    })
    .run();
  return result;
};
