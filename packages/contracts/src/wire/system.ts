import { z } from 'zod';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '../domain/cashier.js';
import type { TWhitelabelNode } from '../domain/whitelabel.js';
import { ZWireContractSchema, ZWireSettlementSchema } from './agent.js';
import { ZWireAmount, ZWireId } from './common.js';
import { ZWireDrawSchema, ZWireOrderSchema } from './lottery.js';
import { ZWireClaimSchema, ZWireMissionSchema, ZWirePointBalanceSchema } from './rewards.js';
import { SOCIAL_PROVIDERS } from './session.js';
import { ZWireBalanceSchema } from './wallet.js';

/** The system group: the site's status and settings (docs/upstream.md §3, docs/product.md §7). */
export const SYSTEM_PATHS = {
  status: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  domainRoute: '/wps/system/domainRoute',
  registerSettings: '/wps/system/setting/register',
  country: '/wps/system/country',
  helpCentre: '/wps/system/helpCenter',
  feedback: '/wps/feedback',
  /** Ours: server-sent member events for the gateway, `X-Feed-Key` header. */
  eventFeed: '/wps/events/feed',
  /** The mobile app's start-up call: the status reply for `{device, url}` (docs/upstream.md §3). */
  statusV2: '/wps/v2/system/status',
  /** Reply ours: the merchant's agent settings in one reply (which contract types, the limits). */
  settings: '/wps/system/settings/consolidated',
  /** Reply ours: the visitor's address as the upstream sees it, and whether its region is served. */
  location: '/wps/system/location',
  /** Reply ours: the merchant's site template (its code and brand colours). */
  templates: '/wps/system/templates',
  /** An analytics beacon: text/plain `{merchant, value}` → 204, no envelope. */
  collect: '/wps/system/collect',
} as const;

/** Flags arrive as booleans, "1"/"0", "Y"/"N" or "true"/"false" depending on the site. */
export const ZWireFlagSchema = z.preprocess(
  (v) => (typeof v === 'string' ? ['1', 'y', 'true'].includes(v.toLowerCase()) : v),
  z.boolean(),
);

export const ZWhitelabelNodeSchema: z.ZodType<TWhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(ZWhitelabelNodeSchema).optional(),
  }),
);

export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
] as const;
export type TRegisterField = (typeof REGISTER_FIELDS)[number];

export const ZRegisterRuleSchema = z.object({
  enabled: ZWireFlagSchema,
  required: ZWireFlagSchema,
  minLength: z.coerce.number().int().nonnegative().nullish(),
  maxLength: z.coerce.number().int().nonnegative().nullish(),
  patternId: z.coerce.number().int().nonnegative().nullish(),
  acceptedPattern: z.string().nullish(),
  type: z.string().nullish(),
});
export type TRegisterRule = z.infer<typeof ZRegisterRuleSchema>;

/** Register settings: field name → rule. Unknown fields are kept; known ones are typed. */
export const ZRegisterSettingsSchema = z.record(z.string(), ZRegisterRuleSchema);
export type TRegisterSettings = z.infer<typeof ZRegisterSettingsSchema>;

export const ZWireResourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  name: z.string().nullish(),
  labelNameEn: z.string().nullish(),
});

/** A customer-service entry; `path` is `<DES base64><8-char key>` (docs/upstream.md §2.7). */
export const ZWireCustomerServiceSchema = z.object({
  csType: z.string(),
  title: z.string().nullish(),
  path: z.string(),
});

/** Site facts our mock adds to the status reply; a real upstream may omit them. */
export const ZWireSiteSchema = z.object({
  name: z.string(),
  logoUrl: z.string().nullish(),
  currency: z.string(),
  currencySymbol: z.string(),
  supportLanguages: z.array(z.string()).min(1),
  defaultLanguage: z.string(),
  /** Minimum age in the registration terms (docs/product.md §9: 18 unless configured). */
  termsAge: z.number().int().positive().optional(),
});

/** A configured social sign-in: the provider's authorize page and our client id there. */
export const ZWireSocialLoginSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  clientId: z.string(),
  /** Absolute, or root-relative to the upstream (the mock serves its stand-in provider pages). */
  authorizeUrl: z.string(),
});
export type TWireSocialLogin = z.infer<typeof ZWireSocialLoginSchema>;

export const ZWireSystemStatusSchema = z.object({
  info: z.object({
    customerService: z.array(ZWireCustomerServiceSchema).default([]),
    domainRoute: z.unknown().optional(),
    resources: z.array(ZWireResourceSchema).default([]),
    whitelabel: z.array(ZWhitelabelNodeSchema).default([]),
    register: ZRegisterSettingsSchema.default({}),
    mainDomain: z.string().nullish(),
    analytics: z.object({ gtagId: z.string().nullish() }).partial().nullish(),
    imageCDNs: z.array(z.string()).default([]),
    launchGameCDNs: z.array(z.string()).default([]),
    site: ZWireSiteSchema.optional(),
    socialLogins: z.array(ZWireSocialLoginSchema).default([]),
  }),
  location: z.object({ ip: z.string() }).passthrough(),
  maintenance: ZWireFlagSchema.default(false),
  regionRestriction: ZWireFlagSchema.default(false),
});
export type TWireSystemStatus = z.infer<typeof ZWireSystemStatusSchema>;

export const ZWireCountrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  countryName: z.string().nullish(),
});
export type TWireCountry = z.infer<typeof ZWireCountrySchema>;

export const ZWireDomainRouteSchema = z.object({
  device: z.string(),
  mainDomain: z.string(),
  domains: z.array(z.string()).default([]),
});

/** `/wps/v2/system/status` query; `url` is the host the app runs on, checked against the merchant's domains. */
export const ZWireStatusV2QuerySchema = z.object({
  device: z.string().trim().min(1).max(16),
  url: z.string().trim().min(1).max(253).optional(),
  track: z.string().max(64).optional(),
  originalDomain: z.string().max(253).optional(),
});

/** `value` of `/wps/system/settings/consolidated` (ours): the agent centre's switches and limits. */
export const ZWireSiteSettingsSchema = z.object({
  /** AGENTPOLICY3: the agent features at all. */
  agentPolicy: ZWireFlagSchema,
  /** Per contract type, whether the merchant offers it (CONTRACT_FEATURE_FLAGS). */
  contractTypes: z.object({
    dividend: ZWireFlagSchema,
    daily: ZWireFlagSchema,
    hourly: ZWireFlagSchema,
    realtime: ZWireFlagSchema,
  }),
  maxContractRatePercent: z.coerce.number().positive(),
  maxAffiliateLinks: z.coerce.number().int().positive(),
  maxTransferRecipients: z.coerce.number().int().positive(),
});
export type TWireSiteSettings = z.infer<typeof ZWireSiteSettingsSchema>;

/** `value` of `/wps/system/location` (ours beyond `ip`, which the status reply's `location` also has). */
export const ZWireLocationSchema = z.object({
  ip: z.string(),
  regionRestriction: ZWireFlagSchema.default(false),
});
export type TWireLocation = z.infer<typeof ZWireLocationSchema>;

const ZHexColour = z.string().regex(/^#[0-9a-f]{6}$/i);

/** `value` of `/wps/system/templates` (ours): the site template the merchant picked. */
export const ZWireTemplatesSchema = z.object({
  templateCode: z.string(),
  /** The colour browsers paint their own bars with (`<meta name="theme-color">`). */
  themeColour: ZHexColour,
  accentColour: ZHexColour,
});
export type TWireTemplates = z.infer<typeof ZWireTemplatesSchema>;

/** What a beacon reports (ours): a page view, with the page's path (no query: it may carry tokens). */
export const ZWireBeaconValueSchema = z.object({
  type: z.literal('page_view'),
  path: z.string().startsWith('/').max(512),
  language: z.string().min(2).max(8),
  at: z.coerce.number().int().positive(),
});
export type TWireBeaconValue = z.infer<typeof ZWireBeaconValueSchema>;

/** The text/plain body of `/wps/system/collect` (docs/upstream.md §3), JSON inside. */
export const ZWireBeaconSchema = z.object({
  merchant: z.string().min(1).max(32),
  value: ZWireBeaconValueSchema,
});

/**
 * One event of the mock's feed (`GET /wps/events/feed`, text/event-stream,
 * `data:` lines of this JSON). The gateway turns them into socket events of
 * `@site/contracts` events.ts for the room `member:<memberId>`.
 */
export const ZWireFeedEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('balance'), memberId: ZWireId, balance: ZWireBalanceSchema }),
  z.object({ type: z.literal('unread'), memberId: ZWireId, count: z.coerce.number().int().min(0) }),
  /** To the member: support replies not read yet in the live chat changed (decision 0030). */
  z.object({ type: z.literal('chat_unread'), memberId: ZWireId, count: z.coerce.number().int().min(0) }),
  z.object({
    type: z.literal('deposit'),
    memberId: ZWireId,
    orderId: ZWireId,
    status: z.enum(DEPOSIT_STATUSES),
    amount: ZWireAmount,
  }),
  z.object({
    type: z.literal('withdrawal'),
    memberId: ZWireId,
    withdrawalId: ZWireId,
    status: z.enum(WITHDRAWAL_STATUSES),
    amount: ZWireAmount,
  }),
  /** To the downline: an offer or a termination request waits for it. */
  z.object({ type: z.literal('contract_offer'), memberId: ZWireId, contract: ZWireContractSchema }),
  /** To each side: the contract's status changed. */
  z.object({ type: z.literal('contract_status'), memberId: ZWireId, contract: ZWireContractSchema }),
  /** To the agent: a settlement was paid. */
  z.object({ type: z.literal('agent_payout'), memberId: ZWireId, settlement: ZWireSettlementSchema }),
  /** To the member: a reward was issued and waits to be claimed. */
  z.object({ type: z.literal('reward_issued'), memberId: ZWireId, claim: ZWireClaimSchema }),
  /** To the member: a mission's progress changed. */
  z.object({ type: z.literal('mission_progress'), memberId: ZWireId, mission: ZWireMissionSchema }),
  /** To the member: its points changed. */
  z.object({ type: z.literal('points_balance'), memberId: ZWireId, balance: ZWirePointBalanceSchema }),
  /**
   * To every socket of the merchant, no member's: the site status (maintenance,
   * region block) changed (docs/decisions/0019-site-status-push.md).
   */
  z.object({ type: z.literal('site_status'), memberId: z.null() }),
  /** To every socket watching the game, no member's: a draw was drawn (docs/history/lottery-interfaces.md). */
  z.object({ type: z.literal('lottery_draw'), memberId: z.null(), draw: ZWireDrawSchema }),
  /** To the member: a lottery order settled. */
  z.object({ type: z.literal('lottery_settled'), memberId: ZWireId, order: ZWireOrderSchema }),
]);
export type TWireFeedEvent = z.input<typeof ZWireFeedEventSchema>;
/** The feed events of one member. */
export type TWireMemberFeedEvent = Exclude<TWireFeedEvent, { memberId: null }>;

/**
 * Ours: beside an event's own fields in the feed's `data:` JSON, when the
 * upstream published it (epoch ms). The gateway measures the feed's lag by it
 * (`gateway_event_feed_lag_seconds`); an event kept from before it was sent has none.
 */
export const ZWireFeedStampSchema = z.object({ publishedAt: z.number().int().nonnegative().optional() });
export type TWireFeedStamp = z.infer<typeof ZWireFeedStampSchema>;
