import { createHash } from 'node:crypto';
import { seededRandom } from '../../../core/prng.js';

type TWeighted = { id: number; weight: number };

/** A 32-bit seed of what names one chance: the same chance always draws the same prize. */
const seedOf = (chance: { promotionId: number; memberId: number; day: string; chance: number }): number =>
  createHash('sha256')
    .update(`raffle:${chance.promotionId}:${chance.memberId}:${chance.day}:${chance.chance}`)
    .digest()
    .readUInt32BE(0);

/** The prize one chance draws: by weight, from a generator seeded by (promotion, member, day, chance). */
export const drawPrize = <TPrize extends TWeighted>(
  prizes: readonly TPrize[],
  chance: { promotionId: number; memberId: number; day: string; chance: number },
): TPrize => {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (prizes.length === 0 || total <= 0) throw new Error(`raffle ${chance.promotionId} has no prizes`);
  let point = seededRandom(seedOf(chance)).next() * total;
  for (const prize of prizes) {
    point -= prize.weight;
    if (point < 0) return prize;
  }
  return prizes[prizes.length - 1] as TPrize;
};
