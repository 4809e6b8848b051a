import { describe, expect, it } from 'vitest';
import { ZWirePromotionSchema } from '@site/contracts';
import { toPromotionCard } from './reward-promotions.js';

const wirePromotion = (overrides: Record<string, unknown> = {}) =>
  ZWirePromotionSchema.parse({
    promotionId: 7,
    promotionType: 'DEPOSIT',
    category: 'DEPOSIT',
    title: 'Deposit bonus',
    startDate: '1700000000000',
    ...overrides,
  });

describe('toPromotionCard', () => {
  it('answers amounts in minor units and defaults what the wire leaves out', () => {
    const card = toPromotionCard(
      wirePromotion({
        rewardPercent: '50',
        maxRewardAmount: '500',
        minDepositAmount: 100.5,
        status: 'processing',
        claimId: 12,
      }),
    );
    expect(card).toEqual({
      promotionId: '7',
      promotionType: 'DEPOSIT',
      category: 'DEPOSIT',
      title: 'Deposit bonus',
      summary: '',
      content: '',
      imageUrl: null,
      startDate: 1_700_000_000_000,
      endDate: null,
      rewardAmount: null,
      rewardPercent: 50,
      maxRewardAmount: 50_000,
      minDepositAmount: 10_050,
      requiresProof: false,
      status: 'processing',
      claimId: '12',
    });
  });

  it('keeps the formatting of the HTML and drops scripts, handlers, styles and unsafe addresses', () => {
    const { content } = toPromotionCard(
      wirePromotion({
        content:
          '<p style="color:red" onclick="steal()">Get <b>50%</b><script>alert(1)</script></p>' +
          '<img src="/promo/a.png" onerror="steal()" alt="A"><img src="javascript:alert(1)">' +
          '<a href="javascript:alert(2)">x</a><a href="https://example.com/terms" target="_self">Terms</a>' +
          '<iframe src="https://evil.example"></iframe><form><input name="p"></form>',
      }),
    );
    expect(content).toBe(
      '<p>Get <b>50%</b></p><img src="/promo/a.png" alt="A" /><img />' +
        '<a target="_blank" rel="noopener noreferrer">x</a>' +
        '<a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">Terms</a>',
    );
  });

  it('keeps a picture over http(s) or relative, and drops any other scheme', () => {
    expect(toPromotionCard(wirePromotion({ imageUrl: '/static/p.png' })).imageUrl).toBe('/static/p.png');
    expect(toPromotionCard(wirePromotion({ imageUrl: 'https://cdn.example/p.png' })).imageUrl).toBe(
      'https://cdn.example/p.png',
    );
    expect(toPromotionCard(wirePromotion({ imageUrl: ' java\tscript:alert(1)' })).imageUrl).toBeNull();
    expect(toPromotionCard(wirePromotion({ imageUrl: 'data:image/png;base64,AA' })).imageUrl).toBeNull();
  });
});
