import { flattenWhitelabel, SYSTEM_STATUS, type TSiteStatus, type TWireSystemStatus } from '@site/contracts';
import { decryptTrailingKeyText } from '@site/wire-crypto';
import type { TConfig } from '../../config.js';

/** The one status a page shows: maintenance first, then the region block. */
export const statusOf = (wire: TWireSystemStatus): TSiteStatus['status'] => {
  if (wire.maintenance) return SYSTEM_STATUS.maintenance;
  if (wire.regionRestriction) return SYSTEM_STATUS.regionRestricted;
  return SYSTEM_STATUS.normal;
};

const siteOf = (wire: TWireSystemStatus, fallback: TConfig['site']): TSiteStatus['site'] => {
  const site = wire.info.site;
  if (!site) return { ...fallback, logoUrl: null };
  return {
    name: site.name,
    logoUrl: site.logoUrl ?? null,
    currency: site.currency,
    currencySymbol: site.currencySymbol,
    languages: site.supportLanguages,
    defaultLanguage: site.defaultLanguage,
    termsAge: site.termsAge ?? fallback.termsAge,
  };
};

/** The providers to offer, once each, in the upstream's order. */
const socialLoginsOf = (wire: TWireSystemStatus): TSiteStatus['socialLogins'] => [
  ...new Set(wire.info.socialLogins.map((entry) => entry.provider)),
];

/** Customer-service paths are DES-encrypted with a trailing key (docs/upstream.md §2.7). */
const customerServiceOf = (
  wire: TWireSystemStatus,
  onUndecryptable: (csType: string) => void,
): TSiteStatus['customerService'] =>
  wire.info.customerService.flatMap((entry) => {
    try {
      return [
        { csType: entry.csType, title: entry.title ?? entry.csType, url: decryptTrailingKeyText(entry.path) },
      ];
    } catch {
      // One broken link must not take the start-up call down with it.
      onUndecryptable(entry.csType);
      return [];
    }
  });

/** The start-up call's reply as the web app needs it. */
export const toSiteStatus = (
  wire: TWireSystemStatus,
  fallbackSite: TConfig['site'],
  onUndecryptable: (csType: string) => void,
): TSiteStatus => ({
  status: statusOf(wire),
  ip: wire.location.ip,
  site: siteOf(wire, fallbackSite),
  socialLogins: socialLoginsOf(wire),
  flags: flattenWhitelabel(wire.info.whitelabel),
  register: wire.info.register,
  resources: wire.info.resources.map((resource) => ({
    resourceType: resource.resourceType,
    url: resource.url,
    name: resource.name ?? resource.labelNameEn ?? resource.resourceType,
  })),
  customerService: customerServiceOf(wire, onUndecryptable),
  imageCDNs: wire.info.imageCDNs,
  launchGameCDNs: wire.info.launchGameCDNs,
});
