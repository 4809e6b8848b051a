import type { z } from 'zod';
import { REWARD_LIMITS, toMajorUnits, VALIDATION, type ZWireConvertedSchema } from '@site/contracts';
import { creditBonus } from '../../../core/money/bonus-credit.js';
import { earlierResult, oncePerRequest } from '../../../core/money/money-request.js';
import { verifyPaymentPassword } from '../../../core/money/payment-password.js';
import { assertUnrestricted } from '../../../core/responsible/guard.js';
import type { TMember } from '../../../db/schema.js';
import { pointConversions } from '../../../db/schema-rewards.js';
import { publishBalance, type TEventContext } from '../../../events/member-events.js';
import { WireError, wireErrors } from '../../../wire/envelope.js';
import { pointBalanceOf, postPointEntry } from './point-ledger.js';
import { conversionOf } from './point-settings.js';
import { publishPointsBalance } from './points-events.js';

const MINOR_PER_MAJOR = 100;

export type TConvertRequest = { points: number; paymentPassword: string; requestId: string };

/**
 * What `points` buy at `pointsPerUnit` points per 1.00: whole minor units,
 * and the points they cost (a remainder that makes no whole minor unit stays
 * with the member).
 */
export const conversionValue = (points: number, pointsPerUnit: number) => {
  const amountMinor = Math.floor((points * MINOR_PER_MAJOR) / pointsPerUnit);
  return { amountMinor, spentPoints: Math.ceil((amountMinor * pointsPerUnit) / MINOR_PER_MAJOR) };
};

/**
 * `passwordCheck/MCS2_convertPoint` (BALANCE): after the payment password,
 * once per requestId, in one transaction: at least the merchant's minimum
 * (409 `points_below_minimum`) and at most the member's points (409
 * `points_insufficient`); the points spent (`convert`) and the value credited
 * to the main wallet as a bonus (key `points:<conversionId>`). Publishes the
 * balance and the points after commit.
 */
export const convertPoints = async (
  context: TEventContext,
  member: TMember,
  request: TConvertRequest,
  now: Date,
): Promise<z.input<typeof ZWireConvertedSchema>> => {
  if (request.points > REWARD_LIMITS.maxConvertPoints)
    throw wireErrors.validationFailed({ points: VALIDATION.invalid });
  const conversion = conversionOf(context.db, member.merchantId);
  if (!conversion) throw wireErrors.functionNotAvailable('This merchant converts no points');
  const once = {
    memberId: member.id,
    requestId: request.requestId,
    kind: 'point_convert',
    fields: { points: request.points },
  };
  if (!earlierResult(context.db, once))
    await verifyPaymentPassword(context.db, member.id, request.paymentPassword, now);
  const converted = context.db.transaction((tx) =>
    oncePerRequest(tx, once, () => {
      assertUnrestricted(tx, member.id, now);
      const { amountMinor, spentPoints } = conversionValue(request.points, conversion.pointsPerUnit);
      if (request.points < conversion.minPoints || amountMinor === 0)
        throw new WireError(409, 'points_below_minimum', `Convert at least ${conversion.minPoints} points`);
      if (pointBalanceOf(tx, member.id).points < request.points)
        throw new WireError(409, 'points_insufficient', 'Not enough points');
      const row = tx
        .insert(pointConversions)
        .values({ memberId: member.id, points: spentPoints, amountMinor, createdAt: now })
        .returning()
        .get();
      const entry = postPointEntry(tx, {
        memberId: member.id,
        points: -spentPoints,
        kind: 'convert',
        idempotencyKey: `convert:${row.id}`,
        reference: `conversion:${row.id}`,
        now,
      });
      creditBonus(tx, {
        memberId: member.id,
        type: 'PROMOTION',
        amountMinor,
        remark: `${spentPoints} points`,
        idempotencyKey: `points:${row.id}`,
        now,
      });
      return { points: spentPoints, amount: toMajorUnits(amountMinor), pointsLeft: entry.pointsAfter };
    }),
  );
  publishBalance(context, member.id);
  publishPointsBalance(context, member.id);
  return converted;
};
