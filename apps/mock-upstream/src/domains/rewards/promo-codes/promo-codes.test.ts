import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARDS_PATHS } from '@site/contracts';
import { checkLedger } from '../../../core/money/ledger-check.js';
import { promoCodes } from '../../../db/schema-rewards.js';
import { outcome } from '../../../test/agent-fixtures.js';
import {
  createRewardMember,
  requestId,
  rewardsCall,
  type TRewardMember,
} from '../../../test/reward-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../../test/test-app.js';
import { mainBalance } from '../../../test/withdraw-fixtures.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const claimCode = (member: TRewardMember, promoCode: string) =>
  rewardsCall(mock.app, member.token, 'POST', REWARDS_PATHS.claimPromoCode, {
    promoCode,
    requestId: requestId(),
  });

describe('promo codes', () => {
  it('pays a code typed in any case once per member, and lists it as claimed', async () => {
    const member = await createRewardMember(mock.app, mock.db);
    const listed = (await rewardsCall(mock.app, member.token, 'GET', REWARDS_PATHS.promoCodes)).json().value;
    expect(listed).toEqual([
      expect.objectContaining({ promoCode: 'WELCOME88', amount: 8.88, claimed: false }),
      expect.objectContaining({ promoCode: 'LUCKY2026', claimed: false }),
    ]);
    const paid = await claimCode(member, ' welcome88 ');
    expect(paid.json().value).toMatchObject({
      promoCode: 'WELCOME88',
      amount: 8.88,
      claim: { status: 'claimed' },
    });
    expect(outcome(await claimCode(member, 'WELCOME88'))).toEqual([409, 'promo_code_used']);
    expect(await mainBalance(mock.app, member.token)).toBe(8.88);
    const after = (await rewardsCall(mock.app, member.token, 'GET', REWARDS_PATHS.promoCodes)).json().value;
    expect(after[0]).toMatchObject({ promoCode: 'WELCOME88', claimed: true });
    expect(checkLedger(mock.db)).toEqual([]);
  });

  it('refuses an unknown code and one with no uses left', async () => {
    const member = await createRewardMember(mock.app, mock.db);
    expect(outcome(await claimCode(member, 'NOSUCHCODE'))).toEqual([404, 'promo_code_invalid']);
    mock.db.update(promoCodes).set({ maxUses: 0 }).where(eq(promoCodes.code, 'LUCKY2026')).run();
    expect(outcome(await claimCode(member, 'LUCKY2026'))).toEqual([409, 'promo_code_exhausted']);
  });
});
