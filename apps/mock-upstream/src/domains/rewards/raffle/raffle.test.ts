import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARDS_PATHS, REWARDS_TWIN_PATHS } from '@site/contracts';
import { checkLedger } from '../../../core/money/ledger-check.js';
import { outcome } from '../../../test/agent-fixtures.js';
import { insertTestGames } from '../../../test/play-fixtures.js';
import {
  createRewardMember,
  requestId,
  rewardsCall,
  seededPromotionId,
  type TRewardMember,
} from '../../../test/reward-fixtures.js';
import { insertRound } from '../../../test/round-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../../test/test-app.js';
import { mainBalance } from '../../../test/withdraw-fixtures.js';
import { drawPrize } from './raffle-draw.js';

let mock: TInMemoryMock;
let slotId: number;
beforeAll(async () => {
  mock = await createInMemoryMock();
  slotId = insertTestGames(mock.db).slot;
});
afterAll(() => mock.close());

const raffleId = () => seededPromotionId(mock.db, 'RAFFLE');
const status = async (member: TRewardMember) =>
  (
    await rewardsCall(mock.app, member.token, 'GET', REWARDS_PATHS.raffleStatus, { promotionId: raffleId() })
  ).json().value;
const draw = (member: TRewardMember, path: string = REWARDS_PATHS.claimRaffle) =>
  rewardsCall(mock.app, member.token, 'POST', path, { promotionId: raffleId(), requestId: requestId() });

describe('the raffle', () => {
  it('earns a chance per ₱100 of today’s valid bets, draws a prize per chance and pays it', async () => {
    const member = await createRewardMember(mock.app, mock.db);
    expect(await status(member)).toMatchObject({ chancesEarned: 0, chancesUsed: 0, validBetPerChance: 100 });
    expect(outcome(await draw(member))).toEqual([409, 'raffle_no_chance']);

    insertRound(mock.db, { memberId: member.id, gameId: slotId, betMinor: 15_000 });
    insertRound(mock.db, { memberId: member.id, gameId: slotId, betMinor: 10_000 });
    insertRound(mock.db, { memberId: member.id, gameId: slotId, betMinor: 90_000, status: 'open' });
    expect(await status(member)).toMatchObject({ validBetToday: 250, chancesEarned: 2, chancesUsed: 0 });

    const first = await draw(member);
    expect(first.json().value).toMatchObject({ chancesLeft: 1 });
    const second = await draw(member, REWARDS_TWIN_PATHS.claimRaffle);
    expect(second.json().value).toMatchObject({ chancesLeft: 0 });
    expect(outcome(await draw(member))).toEqual([409, 'raffle_no_chance']);

    const prizes = [first, second].map((reply) => reply.json().value.prize.amount as number);
    expect(await mainBalance(mock.app, member.token)).toBeCloseTo(prizes[0]! + prizes[1]!, 2);
    const after = await status(member);
    expect(after).toMatchObject({ chancesUsed: 2 });
    expect(after.draws.map((row: { amount: number }) => row.amount)).toEqual([...prizes].reverse());
    expect(checkLedger(mock.db)).toEqual([]);
  });

  it('stops at five chances a day', async () => {
    const member = await createRewardMember(mock.app, mock.db);
    insertRound(mock.db, { memberId: member.id, gameId: slotId, betMinor: 1_000_000 });
    expect(await status(member)).toMatchObject({ chancesEarned: 5, maxChancesPerDay: 5 });
  });

  it('draws by weight, the same prize for the same chance', () => {
    const prizes = [
      { id: 1, weight: 90 },
      { id: 2, weight: 10 },
    ];
    const chance = { promotionId: 1, memberId: 7, day: '2026-01-01', chance: 1 };
    expect(drawPrize(prizes, chance)).toEqual(drawPrize(prizes, chance));
    const drawn = Array.from(
      { length: 1_000 },
      (_, index) => drawPrize(prizes, { ...chance, memberId: index }).id,
    );
    const rare = drawn.filter((id) => id === 2).length;
    expect(rare).toBeGreaterThan(50);
    expect(rare).toBeLessThan(150);
  });
});
