import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toMajorUnits, type ZWireRaffleDrawSchema, type ZWireRaffleStatusSchema } from '@site/contracts';
import { oncePerRequest } from '../../../core/money/money-request.js';
import { assertUnrestricted } from '../../../core/responsible/guard.js';
import type { TExecutor } from '../../../db/client.js';
import type { TMember } from '../../../db/schema.js';
import { raffleDraws, rafflePrizes } from '../../../db/schema-rewards.js';
import { publishBalance, type TEventContext } from '../../../events/member-events.js';
import { WireError } from '../../../wire/envelope.js';
import type { TPromotion } from '../claims/claim-view.js';
import { insertPaidClaim } from '../claims/reward-credit.js';
import { promotionOfType, runningPromotionOfType } from '../promotions/promotion-store.js';
import { merchantDayAt } from '../reward-time.js';
import { drawPrize } from './raffle-draw.js';
import { validBetsBetween } from './valid-bets.js';

type TPrize = typeof rafflePrizes.$inferSelect;

const prizesOf = (db: TExecutor, promotionId: number): TPrize[] =>
  db
    .select()
    .from(rafflePrizes)
    .where(eq(rafflePrizes.promotionId, promotionId))
    .orderBy(asc(rafflePrizes.id))
    .all();

const prizeName = (prize: Pick<TPrize, 'nameEn' | 'nameTy'>, language: string) =>
  language === 'TY' ? prize.nameTy : prize.nameEn;

const wirePrize = (prize: TPrize, language: string) => ({
  prizeId: prize.id,
  name: prizeName(prize, language),
  amount: toMajorUnits(prize.amountMinor),
});

/** Today's chances of the member: one per `validBetPerChance` of today's valid bets, at most `maxChancesPerDay`. */
const chancesToday = (db: TExecutor, promotion: TPromotion, memberId: number, now: Date) => {
  const { day, from, to } = merchantDayAt(now);
  const validBetMinor = validBetsBetween(db, memberId, from, to);
  const perChance = promotion.validBetPerChanceMinor ?? 0;
  const earned = perChance > 0 ? Math.floor(validBetMinor / perChance) : 0;
  const used =
    db
      .select({ draws: count() })
      .from(raffleDraws)
      .where(
        and(
          eq(raffleDraws.promotionId, promotion.id),
          eq(raffleDraws.memberId, memberId),
          eq(raffleDraws.day, day),
        ),
      )
      .get()?.draws ?? 0;
  return { day, validBetMinor, earned: Math.min(earned, promotion.maxChancesPerDay ?? 0), used };
};

/** `MCSFE_getRafflePromotionStatus?promotionId`: today's chances, the prizes and today's draws. */
export const raffleStatus = (
  db: TExecutor,
  member: TMember,
  promotionId: string,
  language: string,
  now: Date,
): z.input<typeof ZWireRaffleStatusSchema> => {
  const promotion = promotionOfType(db, member.merchantId, promotionId, ['RAFFLE']);
  const chances = chancesToday(db, promotion, member.id, now);
  const prizes = prizesOf(db, promotion.id);
  const draws = db
    .select({ draw: raffleDraws, prize: rafflePrizes })
    .from(raffleDraws)
    .innerJoin(rafflePrizes, eq(rafflePrizes.id, raffleDraws.prizeId))
    .where(
      and(
        eq(raffleDraws.promotionId, promotion.id),
        eq(raffleDraws.memberId, member.id),
        eq(raffleDraws.day, chances.day),
      ),
    )
    .orderBy(desc(raffleDraws.chance))
    .all();
  return {
    promotionId: promotion.id,
    validBetToday: toMajorUnits(chances.validBetMinor),
    validBetPerChance: toMajorUnits(promotion.validBetPerChanceMinor ?? 0),
    maxChancesPerDay: promotion.maxChancesPerDay ?? 0,
    chancesEarned: chances.earned,
    chancesUsed: chances.used,
    prizes: prizes.map((prize) => wirePrize(prize, language)),
    draws: draws.map(({ draw, prize }) => ({
      prizeId: prize.id,
      name: prizeName(prize, language),
      amount: toMajorUnits(draw.amountMinor),
      drawnAt: draw.drawnAt.getTime(),
    })),
  };
};

/**
 * `MCSFE_claimRafflePromotion` (and its twin): uses the member's next chance
 * of today on a running RAFFLE promotion, draws a prize by weight
 * (deterministic per promotion, member, day and chance) and credits it under
 * `raffle:<drawId>` with a `claimed` claim, once per requestId. No chance
 * left: 409 `raffle_no_chance`.
 */
export const drawRaffle = (
  context: TEventContext,
  member: TMember,
  request: { promotionId: string; requestId: string },
  language: string,
  now: Date,
): z.input<typeof ZWireRaffleDrawSchema> => {
  const once = {
    memberId: member.id,
    requestId: request.requestId,
    kind: 'raffle',
    fields: { promotionId: request.promotionId },
  };
  const drawn = context.db.transaction((tx) =>
    oncePerRequest(tx, once, () => {
      assertUnrestricted(tx, member.id, now);
      const promotion = runningPromotionOfType(tx, member.merchantId, request.promotionId, ['RAFFLE'], now);
      const chances = chancesToday(tx, promotion, member.id, now);
      if (chances.used >= chances.earned)
        throw new WireError(409, 'raffle_no_chance', 'No raffle chance left today');
      const chance = chances.used + 1;
      const prize = drawPrize(prizesOf(tx, promotion.id), {
        promotionId: promotion.id,
        memberId: member.id,
        day: chances.day,
        chance,
      });
      const draw = tx
        .insert(raffleDraws)
        .values({
          promotionId: promotion.id,
          memberId: member.id,
          day: chances.day,
          chance,
          prizeId: prize.id,
          amountMinor: prize.amountMinor,
          drawnAt: now,
        })
        .returning()
        .get();
      insertPaidClaim(tx, {
        merchantId: member.merchantId,
        memberId: member.id,
        promotionId: promotion.id,
        amountMinor: prize.amountMinor,
        sourceKey: `raffle:${draw.id}`,
        idempotencyKey: `raffle:${draw.id}`,
        remark: `${promotion.titleEn}: ${prize.nameEn}`,
        now,
      });
      return {
        prize: wirePrize(prize, language),
        chancesLeft: chances.earned - chance,
        drawnAt: now.getTime(),
      };
    }),
  );
  publishBalance(context, member.id);
  return drawn;
};
