import { describe, expect, it } from 'vitest';
import { ZWireReferralDetailsSchema } from '@site/contracts';
import { referralLinks, toReferral } from './referral.js';

describe('referralLinks', () => {
  it("puts the site's own link first, then each promotion domain once, bare or as a URL", () => {
    expect(
      referralLinks(
        'https://play.example',
        ['promo.example', 'https://promo.example/landing', 'http://other.example:8080/', 'play.example'],
        'AB12CD34',
      ),
    ).toEqual([
      'https://play.example/?referralCode=AB12CD34',
      'https://promo.example/?referralCode=AB12CD34',
      'http://other.example:8080/?referralCode=AB12CD34',
    ]);
  });

  it('drops domains that are not http(s) or not addresses, and encodes the code', () => {
    expect(referralLinks(null, ['javascript:alert(1)', 'ftp://files.example', ' ', 'a b'], 'a&b')).toEqual(
      [],
    );
    expect(referralLinks('http://localhost:3000', [], 'a&b c')).toEqual([
      'http://localhost:3000/?referralCode=a%26b+c',
    ]);
  });
});

describe('toReferral', () => {
  it('answers the counts, the amounts in minor units and the links', () => {
    const wire = ZWireReferralDetailsSchema.parse({
      referralCode: 'AB12CD34',
      totalInvitations: '2',
      promotionDomains: ['promo.example'],
      enabled: true,
      rewardAmount: '20',
      minDepositAmount: 100,
      qualifiedInvitations: 1,
      invitations: [{ username: 'ab***yz', registeredAt: '1700000000000', qualified: true }],
    });
    expect(toReferral(wire, 'https://play.example')).toEqual({
      enabled: true,
      referralCode: 'AB12CD34',
      links: ['https://play.example/?referralCode=AB12CD34', 'https://promo.example/?referralCode=AB12CD34'],
      totalInvitations: 2,
      qualifiedInvitations: 1,
      rewardAmount: 2_000,
      minDepositAmount: 10_000,
      invitations: [{ username: 'ab***yz', registeredAt: 1_700_000_000_000, qualified: true }],
    });
  });
});
