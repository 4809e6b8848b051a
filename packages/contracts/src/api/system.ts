import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../wire/session.js';
import {
  ZRegisterSettingsSchema,
  ZWireBeaconValueSchema,
  ZWireCountrySchema,
  ZWireTemplatesSchema,
} from '../wire/system.js';

export const ZSiteStatusSchema = z.object({
  /** 0 normal, 1 maintenance, 2 region restricted. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: z.string(),
  site: z.object({
    name: z.string(),
    logoUrl: z.string().nullable(),
    currency: z.string(),
    currencySymbol: z.string(),
    languages: z.array(z.string()).min(1),
    defaultLanguage: z.string(),
    termsAge: z.number().int().positive(),
  }),
  /** Social sign-in buttons to show; each starts at GET /auth/social/<provider>. */
  socialLogins: z.array(z.enum(SOCIAL_PROVIDERS)),
  /** The whitelabel tree flattened to modId → enabled. */
  flags: z.record(z.string(), z.boolean()),
  register: ZRegisterSettingsSchema,
  resources: z.array(z.object({ resourceType: z.string(), url: z.string(), name: z.string() })),
  /** Customer-service links, decrypted by the gateway. */
  customerService: z.array(z.object({ csType: z.string(), title: z.string(), url: z.string() })),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
});
export type TSiteStatus = z.infer<typeof ZSiteStatusSchema>;

export const ZRegisterSettingsOutputSchema = ZRegisterSettingsSchema;
export const ZCountriesOutputSchema = z.array(ZWireCountrySchema);
export const ZNoInputSchema = z.void();

/** The merchant's agent switches and limits (`system.settings`). */
export const ZSiteSettingsSchema = z.object({
  agentPolicy: z.boolean(),
  contractTypes: z.object({
    dividend: z.boolean(),
    daily: z.boolean(),
    hourly: z.boolean(),
    realtime: z.boolean(),
  }),
  maxContractRatePercent: z.number().positive(),
  maxAffiliateLinks: z.number().int().positive(),
  maxTransferRecipients: z.number().int().positive(),
});
export type TSiteSettings = z.infer<typeof ZSiteSettingsSchema>;

/** The visitor's address as the upstream sees it (the region-blocked screen shows it). */
export const ZLocationSchema = z.object({ ip: z.string(), regionRestriction: z.boolean() });
export type TLocation = z.infer<typeof ZLocationSchema>;

export const ZSiteTemplateSchema = ZWireTemplatesSchema;
export type TSiteTemplate = z.infer<typeof ZSiteTemplateSchema>;

/** A page view for the analytics beacon: the path only (a query string may carry tokens). */
export const ZCollectInputSchema = z.strictObject({ path: ZWireBeaconValueSchema.shape.path });
export type TCollectInput = z.infer<typeof ZCollectInputSchema>;
export const ZCollectOutputSchema = z.null();
