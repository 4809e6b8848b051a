import type { z } from 'zod';
import type { TReferral, ZWireReferralDetailsSchema } from '@site/contracts';
import { minorOrNull } from '../../../mappers/rewards.js';

/** The origin of a promotion domain, given bare (`promo.example.com`) or as a URL; null unless http(s). */
const originOfDomain = (domain: string): string | null => {
  const trimmed = domain.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * The links that register with the member's code: the site's own origin
 * first (from the configuration, never from a request: decision 0017), then
 * the merchant's promotion domains, each once.
 */
export const referralLinks = (
  siteOrigin: string | null,
  promotionDomains: readonly string[],
  referralCode: string,
): string[] => {
  const origins = [siteOrigin, ...promotionDomains.map(originOfDomain)].filter(
    (origin): origin is string => origin !== null,
  );
  return [...new Set(origins)].map((origin) => {
    const link = new URL('/', origin);
    link.searchParams.set('referralCode', referralCode);
    return link.toString();
  });
};

export const toReferral = (
  wire: z.output<typeof ZWireReferralDetailsSchema>,
  siteOrigin: string | null,
): TReferral => ({
  enabled: wire.enabled,
  referralCode: wire.referralCode,
  links: referralLinks(siteOrigin, wire.promotionDomains, wire.referralCode),
  totalInvitations: wire.totalInvitations,
  qualifiedInvitations: wire.qualifiedInvitations,
  rewardAmount: minorOrNull(wire.rewardAmount),
  minDepositAmount: minorOrNull(wire.minDepositAmount),
  invitations: wire.invitations,
});
