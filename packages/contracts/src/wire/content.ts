import { z } from 'zod';
import { INBOX_MESSAGE_TYPES } from '../domain/cashier.js';
import { wirePageOf, ZWireAmount, ZWireId, ZWireTime } from './common.js';

/** The content group: announcements (banners, notices, popups, promotions) and the member's inbox (docs/product.md §7). */
export const CONTENT_PATHS = {
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  unreadCount: '/wps/relay/CSP_unreadCount',
  inbox: '/wps/relay/CSP_getInbox',
  /** Ours: mark inbox messages read. */
  markRead: '/wps/relay/CSP_markRead',
  /** The path is public; its reply is ours (the apps per platform, docs/decisions/0029-site-service.md). */
  downloadSetting: '/wps/relay/WPSCORE_getDownloadSetting',
  /** The member summary's twins of unreadCount and inbox (decision 0033). */
  summaryUnreadCount: '/wps/relay/EMFE_getInboxUnreadCount',
  summaryInbox: '/wps/relay/EMFE_getInbox',
  markAnnouncementsRead: '/wps/relay/MCSFE_markAnnouncementAsRead',
  jackpot: '/wps/relay/VIS_getJackpot',
  lobbyNews: '/wps/relay/GLS2_lobbyNews',
  /** The mobile site's twin of `announcements`, filtered by group or category (decision 0033). */
  mobileAnnouncements: '/wps/relay/CCSFE_getListAnnouncements',
  promotionCategories: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  promotionAnnouncements: '/wps/relay/PROMOFE_getPromoAnnounceV2',
  layoutPromotions: '/wps/relay/PROMOFE_feLayoutPromotion',
} as const;

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const ANNOUNCEMENT_EXECUTIONS = ['A', 'B', 'F'] as const;

export const ZWireAnnouncementSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  content: z.string().default(''),
  groupName: z.string().nullish(),
  url: z.string().nullish(),
  linkageType: z.string().nullish(),
  execution: z.enum(ANNOUNCEMENT_EXECUTIONS).nullish(),
  promotionType: z.string().nullish(),
  announcementImages: z
    .array(
      z.object({ url: z.string().nullish(), imageUrl: z.string().nullish(), sequence: z.number().nullish() }),
    )
    .default([]),
  announcementDisplaySpeed: z.string().nullish(),
  startDate: z.number().nullish(),
  startDateStr: z.string().nullish(),
  endDate: z.number().nullish(),
  noExpiry: z.boolean().nullish(),
  /** Ours: whether the member of the token has read it (MCSFE_markAnnouncementAsRead); absent for guests. */
  isRead: z.boolean().nullish(),
  /** Ours: a promotion's category (PROMOFE_getPromotionAnnouncementCategory); null for other types. */
  categoryId: ZWireId.nullish(),
});
export type TWireAnnouncement = z.infer<typeof ZWireAnnouncementSchema>;

/** `value` of `GET /wps/relay/MCSFE_getListAnnouncements`. */
export const ZWireAnnouncementListSchema = z.object({
  banners: z.array(ZWireAnnouncementSchema).default([]),
  player: z.array(ZWireAnnouncementSchema).default([]),
  popup: z.array(ZWireAnnouncementSchema).default([]),
  promotion: z.array(ZWireAnnouncementSchema).default([]),
});

/** `value` of `GET CSP_unreadCount`: a number. */
export const ZWireUnreadCountSchema = z.coerce.number().int().min(0);

export const ZWireInboxMessageSchema = z.object({
  id: ZWireId,
  type: z.enum(INBOX_MESSAGE_TYPES),
  title: z.string(),
  /** Plain text. */
  content: z.string(),
  isRead: z.boolean(),
  createdAt: ZWireTime,
});
export const ZWireInboxSchema = wirePageOf(ZWireInboxMessageSchema);
/** Body of `POST CSP_markRead`: ids, or all. `value` is the unread count after it. */
export const ZWireMarkReadBodySchema = z.object({
  ids: z.array(z.string()).max(100).default([]),
  all: z.boolean().default(false),
});

/** Query of `GET EMFE_getInbox?page&size`: no status filter, unlike CSP_getInbox. */
export const ZWireSummaryInboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

/** Body of `MCSFE_markAnnouncementAsRead` (ours); `value` is the ids now read. */
export const ZWireMarkAnnouncementsReadBodySchema = z.object({
  announcementIds: z.array(z.string()).min(1).max(100),
});
export const ZWireAnnouncementIdsSchema = z.array(ZWireId);

/** `value` of `GET VIS_getJackpot` (ours): the progressive pool in decimal major units. */
export const ZWireJackpotSchema = z.object({
  jackpotAmount: ZWireAmount,
  currency: z.string().nullish(),
  updateTime: ZWireTime,
});

/** Query of `GET GLS2_lobbyNews` (ours): the news of one game lobby, newest first. */
export const ZWireLobbyNewsQuerySchema = z.object({
  gameType: z.string().trim().toUpperCase().optional(),
  language: z.string().optional(),
  size: z.coerce.number().int().min(1).max(20).default(5),
});
export const ZWireLobbyNewsSchema = z.array(
  z.object({
    newsId: ZWireId,
    title: z.string(),
    /** Plain text. */
    content: z.string(),
    gameType: z.string().nullish(),
    publishTime: ZWireTime,
  }),
);

/** A category id of PROMOFE_getPromotionAnnouncementCategory (a number, as a string on the wire). */
const ZWireCategoryIdSchema = z.string().regex(/^\d{1,12}$/);

/**
 * Query of `GET CCSFE_getListAnnouncements`, the mobile site's twin of
 * MCSFE_getListAnnouncements: banners (B) or promotions (PR) only, of one
 * group or promotion category if asked. Its `value` is MCSFE's.
 */
export const ZWireMobileAnnouncementQuerySchema = z.object({
  types: z.enum(['PR', 'B']),
  platform: z.literal('M'),
  groupName: z.string().trim().min(1).max(64).optional(),
  category: ZWireCategoryIdSchema.optional(),
});

/** `value` of `GET PROMOFE_getPromotionAnnouncementCategory` (ours): in display order, titles in the request's language. */
export const ZWirePromotionCategoriesSchema = z.array(
  z.object({ categoryId: ZWireId, title: z.string(), sortOrder: z.coerce.number().int() }),
);

/** Query of `GET PROMOFE_getPromoAnnounceV2` (ours): one category's, or all. */
export const ZWirePromoAnnounceQuerySchema = z.object({ categoryId: ZWireCategoryIdSchema.optional() });

/** One running promotion announcement; `content` is the back office's HTML (untrusted). */
const ZWirePromoAnnouncementSchema = z.object({
  id: ZWireId,
  title: z.string(),
  imageUrl: z.string().nullish(),
  content: z.string().default(''),
  categoryId: ZWireId.nullish(),
  startDate: ZWireTime,
  endDate: ZWireTime.nullish(),
});
/** `value` of `GET PROMOFE_getPromoAnnounceV2` (ours): in display order. */
export const ZWirePromoAnnouncementsSchema = z.array(ZWirePromoAnnouncementSchema);

/** `value` of `GET PROMOFE_feLayoutPromotion` (ours): the promotion announcements the front-end layout shows, in order. */
export const ZWireLayoutPromotionsSchema = z.array(
  z.object({
    announcementId: ZWireId,
    title: z.string(),
    imageUrl: z.string().nullish(),
    startDate: ZWireTime,
    endDate: ZWireTime.nullish(),
  }),
);
