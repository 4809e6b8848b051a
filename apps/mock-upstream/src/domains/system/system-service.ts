import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TRegisterRule,
  TWhitelabelNode,
  ZWireCountrySchema,
  ZWireSystemStatusSchema,
} from '@site/contracts';
import { encryptTrailingKeyText } from '@site/wire-crypto';
import type { TExecutor } from '../../db/client.js';
import { countries, merchants, type TMerchant } from '../../db/schema.js';

type TWireSystemStatusInput = z.input<typeof ZWireSystemStatusSchema>;

/** The domain route of a device: where its clients are sent. */
export const buildDomainRoute = (merchant: TMerchant, device: string) => ({
  device: device.toUpperCase(),
  mainDomain: merchant.mainDomain,
  domains: [merchant.mainDomain],
});

/**
 * Whether `url` (a host, or a URL) names the merchant's main domain or one
 * under it; local hosts are the developer's own machine and always served.
 */
export const isMerchantHost = (merchant: TMerchant, url: string): boolean => {
  let host: string;
  try {
    host = new URL(url.includes('://') ? url : `http://${url}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  const main = merchant.mainDomain.toLowerCase();
  return host === main || host.endsWith(`.${main}`) || LOCAL_HOSTS.includes(host);
};

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** `value` of `GET /wps/system/status` (docs/upstream.md §4), from the merchant's current state. */
export const buildSystemStatus = (merchant: TMerchant, visitorIp: string): TWireSystemStatusInput => ({
  info: {
    // Customer-service links travel as `<DES base64><8-char key>` (docs/upstream.md §2.7).
    customerService: merchant.customerService.map((link) => ({
      csType: link.csType,
      title: link.title,
      path: encryptTrailingKeyText(link.url),
    })),
    domainRoute: buildDomainRoute(merchant, 'WEB'),
    resources: merchant.resources.map((resource) => ({ ...resource, labelNameEn: resource.name })),
    whitelabel: merchant.whitelabel,
    register: merchant.registerSettings,
    mainDomain: merchant.mainDomain,
    analytics: { gtagId: merchant.gtagId },
    imageCDNs: merchant.imageCdns,
    launchGameCDNs: merchant.launchGameCdns,
    site: {
      name: merchant.name,
      logoUrl: merchant.logoUrl,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      supportLanguages: merchant.languages,
      defaultLanguage: merchant.defaultLanguage,
      termsAge: merchant.termsAge,
    },
    // Root-relative: the mock serves the stand-in provider pages itself (the gateway proxies /oauth).
    socialLogins: merchant.socialLogins.map(({ provider, clientId }) => ({
      provider,
      clientId,
      authorizeUrl: `/oauth/${provider}/authorize`,
    })),
  },
  location: { ip: visitorIp },
  maintenance: merchant.isMaintenance,
  regionRestriction: merchant.isRegionBlocked,
});

export const listCountries = (db: TExecutor): z.input<typeof ZWireCountrySchema>[] =>
  db
    .select({
      countryCode: countries.countryCode,
      countryDialingCode: countries.countryDialingCode,
      countryName: countries.countryName,
    })
    .from(countries)
    .orderBy(asc(countries.sortOrder))
    .all();

export const setMaintenance = (db: TExecutor, merchantId: number, isOn: boolean): void => {
  db.update(merchants).set({ isMaintenance: isOn }).where(eq(merchants.id, merchantId)).run();
};

export const setRegionBlock = (db: TExecutor, merchantId: number, isOn: boolean): void => {
  db.update(merchants).set({ isRegionBlocked: isOn }).where(eq(merchants.id, merchantId)).run();
};

/** A copy of the tree with one flag switched; null when the tree has no such modId. */
export const switchWhitelabelFlag = (
  nodes: readonly TWhitelabelNode[],
  modId: string,
  isEnabled: boolean,
): TWhitelabelNode[] | null => {
  let isFound = false;
  const visit = (node: TWhitelabelNode): TWhitelabelNode => {
    const isTarget = node.modId === modId;
    if (isTarget) isFound = true;
    return {
      ...node,
      ...(isTarget ? { enabled: isEnabled ? '1' : '0' } : {}),
      ...(node.childrenNodes ? { childrenNodes: node.childrenNodes.map(visit) } : {}),
    };
  };
  const switched = nodes.map(visit);
  return isFound ? switched : null;
};

export const saveRegisterSettings = (
  db: TExecutor,
  merchantId: number,
  registerSettings: Record<string, TRegisterRule>,
): void => {
  db.update(merchants).set({ registerSettings }).where(eq(merchants.id, merchantId)).run();
};

export const saveWhitelabel = (db: TExecutor, merchantId: number, whitelabel: TWhitelabelNode[]): void => {
  db.update(merchants).set({ whitelabel }).where(eq(merchants.id, merchantId)).run();
};
