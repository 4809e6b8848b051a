import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWireFeedEvent } from '@site/contracts';
import { rewardPromotions } from '../../../db/schema-rewards.js';
import { demoMerchantId } from '../../../test/play-fixtures.js';
import { memberIdOf } from '../../../test/round-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../../test/test-app.js';
import { announceRewardIssued, issueClaim } from './issue-claim.js';

let testApp: TInMemoryMock;
const events: TWireFeedEvent[] = [];
beforeAll(async () => {
  testApp = await createInMemoryMock();
  testApp.app.events.subscribe(({ event }) => events.push(event));
});
afterAll(() => testApp.close());

const missionPromotion = () =>
  testApp.db
    .insert(rewardPromotions)
    .values({
      merchantId: demoMerchantId(testApp.db),
      type: 'MISSION',
      category: 'DAILY',
      titleEn: 'Daily mission',
      titleTy: 'Pang-araw-araw na misyon',
      startAt: new Date(0),
    })
    .returning()
    .get();

describe('issueClaim', () => {
  it('issues one claim per member and source, and announces it in the member’s language', () => {
    const promotion = missionPromotion();
    const memberId = memberIdOf(testApp.db, 'demo_player');
    const issue = {
      merchantId: promotion.merchantId,
      memberId,
      promotionId: promotion.id,
      amountMinor: 500,
      sourceKey: `mission:test:${promotion.id}`,
      now: new Date(),
    };
    const first = testApp.db.transaction((tx) => issueClaim(tx, issue));
    const again = testApp.db.transaction((tx) => issueClaim(tx, { ...issue, amountMinor: 900 }));
    expect(first.created).toBe(true);
    expect(first.claim).toMatchObject({ status: 'issued', amountMinor: 500 });
    expect(again).toEqual({ claim: first.claim, created: false });

    announceRewardIssued(testApp.app, first.claim);
    expect(events).toContainEqual({
      type: 'reward_issued',
      memberId,
      claim: expect.objectContaining({
        claimId: first.claim.id,
        promotionType: 'MISSION',
        title: 'Daily mission',
        status: 'issued',
        amount: 5,
      }),
    });
  });
});
