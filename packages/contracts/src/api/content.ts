import { z } from 'zod';
import { GAME_CATEGORIES, INBOX_MESSAGE_TYPES } from '../domain/index.js';
import { pageOf, ZPageShape } from './paging.js';
import { VALIDATION } from './validation.js';

export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_forget'] as const;
export const ZBannersInputSchema = z.strictObject({ group: z.enum(BANNER_GROUPS) });
export const ZBannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  /** Where a click goes, opened per linkageType (a later issue wires the home carousel). */
  url: z.string().nullable(),
  linkageType: z.string().nullable(),
});
export type TBanner = z.infer<typeof ZBannerSchema>;
export const ZBannersOutputSchema = z.object({ items: z.array(ZBannerSchema) });

/**
 * Popup announcements for the current visitor: execution B for guests, A for
 * members, plus F right after a first login (docs/product.md §4).
 */
export const ZPopupsInputSchema = z.strictObject({ firstLogin: z.boolean().default(false) });
export const ZPopupSchema = z.object({
  id: z.string(),
  title: z.string(),
  contentHtml: z.string(),
  imageUrl: z.string().nullable(),
  promotionType: z.string().nullable(),
  startDate: z.number().nullable(),
  /** Always false for guests: only a member's reading is kept (MCSFE_markAnnouncementAsRead). */
  isRead: z.boolean(),
});
export type TPopup = z.infer<typeof ZPopupSchema>;
export const ZPopupsOutputSchema = z.object({ items: z.array(ZPopupSchema) });

/** The notice marquee and modal (type PL): the same audiences and item shape as popups. */
export const ZNoticesInputSchema = ZPopupsInputSchema;
export const ZNoticesOutputSchema = ZPopupsOutputSchema;

/** The member's inbox (docs/product.md). */
export const ZInboxInputSchema = z.strictObject({
  ...ZPageShape,
  status: z.enum(['all', 'unread', 'read']).default('all'),
});
export const ZInboxMessageSchema = z.object({
  id: z.string(),
  type: z.enum(INBOX_MESSAGE_TYPES),
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.number().int(),
});
export type TInboxMessage = z.infer<typeof ZInboxMessageSchema>;
export const ZInboxOutputSchema = pageOf(ZInboxMessageSchema);
export const ZUnreadCountOutputSchema = z.object({ count: z.number().int().min(0) });
export const ZMarkReadInputSchema = z
  .strictObject({
    ids: z.array(z.string().min(1).max(64)).max(100).default([]),
    all: z.boolean().default(false),
  })
  .refine((input) => input.all || input.ids.length > 0, { message: VALIDATION.required, path: ['ids'] });

/** Popups and notices the member has opened (MCSFE_markAnnouncementAsRead). */
export const ZMarkAnnouncementsReadInputSchema = z.strictObject({
  ids: z
    .array(
      z
        .string()
        .min(1)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/),
    )
    .min(1)
    .max(100),
});
export const ZMarkAnnouncementsReadOutputSchema = z.object({ ids: z.array(z.string()) });

/** The home jackpot's starting amount (VIS_getJackpot); the page grows it from there (docs/product.md §9). */
export const ZJackpotOutputSchema = z.object({
  amountMinor: z.number().int().min(0),
  asOf: z.number().int(),
});

/** The news of a game lobby (GLS2_lobbyNews). */
export const ZLobbyNewsInputSchema = z.strictObject({ category: z.enum(GAME_CATEGORIES) });
export const ZLobbyNewsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.number().int(),
});
export type TLobbyNewsItem = z.infer<typeof ZLobbyNewsItemSchema>;
export const ZLobbyNewsOutputSchema = z.object({ items: z.array(ZLobbyNewsItemSchema) });

/** The tabs of the promotions page's announcements (PROMOFE_getPromotionAnnouncementCategory). */
export const ZPromotionCategorySchema = z.object({ id: z.string(), title: z.string() });
export type TPromotionAnnouncementCategory = z.infer<typeof ZPromotionCategorySchema>;
export const ZPromotionCategoriesOutputSchema = z.object({ items: z.array(ZPromotionCategorySchema) });

/** The promotion announcements of one category, or all (PROMOFE_getPromoAnnounceV2). */
export const ZPromotionAnnouncementsInputSchema = z
  .strictObject({
    categoryId: z
      .string()
      .regex(/^\d{1,12}$/)
      .optional(),
  })
  .default({});
export const ZPromotionAnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** A safe http(s) URL, or null. */
  imageUrl: z.string().nullable(),
  /** Sanitised HTML. */
  contentHtml: z.string(),
  categoryId: z.string().nullable(),
  startDate: z.number().int(),
  endDate: z.number().int().nullable(),
});
export type TPromotionAnnouncement = z.infer<typeof ZPromotionAnnouncementSchema>;
export const ZPromotionAnnouncementsOutputSchema = z.object({ items: z.array(ZPromotionAnnouncementSchema) });

/** The home page's promotion strip (PROMOFE_feLayoutPromotion); each links to its announcement on /promotions. */
export const ZLayoutPromotionSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  startDate: z.number().int(),
  endDate: z.number().int().nullable(),
});
export type TLayoutPromotion = z.infer<typeof ZLayoutPromotionSchema>;
export const ZLayoutPromotionsOutputSchema = z.object({ items: z.array(ZLayoutPromotionSchema) });
