import { and, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TPromotionType,
  TWireClaim,
  ZWireClaimListQuerySchema,
  ZWireClaimListSchema,
} from '@site/contracts';
import { wirePage } from '../../../core/records/record-query.js';
import type { TExecutor, TTransaction } from '../../../db/client.js';
import { rewardClaims, rewardPromotions } from '../../../db/schema-rewards.js';
import { rewardErrors } from '../reward-errors.js';
import { type TClaim, toWireClaim } from './claim-view.js';

/** The member's claim of that (wire) id; anyone else's or none is 404 `claim_not_found`. */
export const memberClaimOf = (db: TExecutor, memberId: number, claimId: string | number): TClaim => {
  const id = Number(claimId);
  const claim = Number.isSafeInteger(id)
    ? db
        .select()
        .from(rewardClaims)
        .where(and(eq(rewardClaims.id, id), eq(rewardClaims.memberId, memberId)))
        .get()
    : undefined;
  if (!claim) throw rewardErrors.claimNotFound();
  return claim;
};

/** Statuses that end a claim: the member may join the promotion again. */
const ENDED_STATUSES: TClaim['status'][] = ['closed', 'rejected'];

/** The member's claim of a promotion that has not ended (closed, rejected), if any. */
export const openClaimOf = (db: TExecutor, memberId: number, promotionId: number): TClaim | undefined =>
  db
    .select()
    .from(rewardClaims)
    .where(
      and(
        eq(rewardClaims.memberId, memberId),
        eq(rewardClaims.promotionId, promotionId),
        notInArray(rewardClaims.status, ENDED_STATUSES),
      ),
    )
    .orderBy(desc(rewardClaims.id))
    .get();

/** `MCS2_getPromotionClaimList`: the member's claims, newest first, optionally of one status. */
export const claimList = (
  db: TExecutor,
  memberId: number,
  query: z.output<typeof ZWireClaimListQuerySchema>,
  language: string,
): z.input<typeof ZWireClaimListSchema> => {
  const filters: SQL[] = [eq(rewardClaims.memberId, memberId)];
  if (query.status && query.status !== 'coming_soon') filters.push(eq(rewardClaims.status, query.status));
  // coming_soon is a promotion's status, never a claim's: that filter finds nothing.
  const where = query.status === 'coming_soon' ? eq(rewardClaims.id, -1) : and(...filters);
  const rows = db
    .select()
    .from(rewardClaims)
    .where(where)
    .orderBy(desc(rewardClaims.createdAt), desc(rewardClaims.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .all();
  const total = db.select({ rows: count() }).from(rewardClaims).where(where).get()?.rows ?? 0;
  return wirePage(
    rows.map((claim) => toWireClaim(db, claim, language)),
    total,
    query,
  );
};

/** `MCSFE_getClaimPromotion?status=I`: the member's issued claims (waiting to be claimed), newest first. */
export const issuedClaims = (
  db: TExecutor,
  memberId: number,
  promotionType: TPromotionType | undefined,
  language: string,
): TWireClaim[] => {
  const filters: SQL[] = [eq(rewardClaims.memberId, memberId), eq(rewardClaims.status, 'issued')];
  if (promotionType) filters.push(eq(rewardPromotions.type, promotionType));
  return db
    .select({ claim: rewardClaims, promotion: rewardPromotions })
    .from(rewardClaims)
    .innerJoin(rewardPromotions, eq(rewardPromotions.id, rewardClaims.promotionId))
    .where(and(...filters))
    .orderBy(desc(rewardClaims.createdAt), desc(rewardClaims.id))
    .all()
    .map(({ claim, promotion }) => toWireClaim(db, claim, language, promotion));
};

/** Moves a claim on from one of the statuses `from`, else 409 `claim_state_changed`; in the caller's transaction. */
export const moveClaim = (
  tx: TTransaction,
  claim: TClaim,
  from: readonly TClaim['status'][],
  values: Partial<TClaim>,
): TClaim => {
  const moved = tx
    .update(rewardClaims)
    .set(values)
    .where(and(eq(rewardClaims.id, claim.id), inArray(rewardClaims.status, [...from])))
    .returning()
    .get();
  if (!moved) throw rewardErrors.claimStateChanged();
  return moved;
};
