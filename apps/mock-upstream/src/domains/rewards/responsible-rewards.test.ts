import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARDS_PATHS } from '@site/contracts';
import { convert, givePoints, redeem } from '../../test/points-fixtures.js';
import { startBreak } from '../../test/responsible-state.js';
import {
  createRewardMember,
  requestId,
  rewardsCall,
  seededPromotionId,
  type TRewardMember,
} from '../../test/reward-fixtures.js';
import { memberIdOf } from '../../test/round-fixtures.js';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../test/test-app.js';
import { createPayer, getAs, mainBalance } from '../../test/withdraw-fixtures.js';

/** Rewards refuse a member on a break (decision 0041): nothing is joined, applied for or paid. */

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const call = (member: TRewardMember, path: string, input: Record<string, string | number | object>) =>
  rewardsCall(mock.app, member.token, 'POST', path, input);

/** The status, errorCode and restriction kind of a reply. */
const refusal = (reply: { statusCode: number; json: () => unknown }) => {
  const body = reply.json() as { errorCode?: string; value?: { restriction?: { kind: string } } };
  return [reply.statusCode, body.errorCode, body.value?.restriction?.kind];
};

const REFUSED = [403, 'account_restricted', 'time_out'];

describe('a member on a time-out', () => {
  it('may not join, apply, claim, draw, redeem a ticket or a promo code, and is paid nothing', async () => {
    const member = await createRewardMember(mock.app, mock.db, 'mobile');
    const welcome = seededPromotionId(mock.db, 'SIGNUP', 'Welcome Bonus ₱88');
    // Before the break: an issued reward and a ticket wait for the member.
    const issued = await qa(mock.app, '/rewards/issue', { username: member.username, amount: 10 });
    const claimId = String(issued.json<{ claimId: number }>().claimId);
    const ticket = await qa(mock.app, '/rewards/tickets', { username: member.username, amount: 5 });
    const transactionId = String(ticket.json<{ transactionId: number }>().transactionId);
    startBreak(mock.db, member.id, 'time_out', 1);

    expect(refusal(await call(member, REWARDS_PATHS.signUpJoin, { promotionId: welcome }))).toEqual(REFUSED);
    expect(
      refusal(await call(member, REWARDS_PATHS.signUpRequestReward, { promotionId: welcome, remarks: 'hi' })),
    ).toEqual(REFUSED);
    expect(
      refusal(await call(member, REWARDS_PATHS.claimIssued, { claimId, requestId: requestId() })),
    ).toEqual(REFUSED);
    expect(
      refusal(
        await call(member, REWARDS_PATHS.claimLogin, {
          promotionId: seededPromotionId(mock.db, 'LOGIN'),
          requestId: requestId(),
        }),
      ),
    ).toEqual(REFUSED);
    expect(
      refusal(
        await call(member, REWARDS_PATHS.claimRaffle, {
          promotionId: seededPromotionId(mock.db, 'RAFFLE'),
          requestId: requestId(),
        }),
      ),
    ).toEqual(REFUSED);
    expect(
      refusal(await call(member, REWARDS_PATHS.claimTicket, { transactionId, requestId: requestId() })),
    ).toEqual(REFUSED);
    expect(
      refusal(
        await call(member, REWARDS_PATHS.claimPromoCode, { promoCode: 'WELCOME88', requestId: requestId() }),
      ),
    ).toEqual(REFUSED);
    expect(await mainBalance(mock.app, member.token)).toBe(0);

    // Reading stays open: the claims list still answers.
    const claims = await getAs(mock.app, member.token, REWARDS_PATHS.claimList, { pageNo: 1, pageSize: 10 });
    expect(claims.statusCode).toBe(200);
  });

  it('may not spend points on the mall or convert them', async () => {
    const payer = await createPayer(mock.app);
    const id = memberIdOf(mock.db, payer.username);
    givePoints(mock.db, id, 5_000);
    startBreak(mock.db, id, 'time_out', 1);
    expect(refusal(await convert(mock.app, payer.token, { points: 1_000 }))).toEqual(REFUSED);
    expect(refusal(await redeem(mock.app, payer.token, { rewardId: '1' }))).toEqual(REFUSED);
    expect(await mainBalance(mock.app, payer.token)).toBe(0);
  });
});
