import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../wire/session.js';
import { ZRegisterSettingsSchema, ZWireCountrySchema } from '../wire/system.js';

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
