import { z } from 'zod';
import { INBOX_MESSAGE_TYPES } from '../domain/cashier.js';
import { wirePageOf, ZWireId, ZWireTime } from './common.js';

/** The content group: announcements (banners, notices, popups, promotions) and the member's inbox (docs/product.md §7). */
export const CONTENT_PATHS = {
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  unreadCount: '/wps/relay/CSP_unreadCount',
  inbox: '/wps/relay/CSP_getInbox',
  /** Ours: mark inbox messages read. */
  markRead: '/wps/relay/CSP_markRead',
  /** The path is public; its reply is ours (the apps per platform, docs/site-service-interfaces.md). */
  downloadSetting: '/wps/relay/WPSCORE_getDownloadSetting',
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
