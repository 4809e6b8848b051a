import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZWireAnnouncementListSchema, ZWireAnnouncementSchema } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { type ANNOUNCEMENT_AUDIENCES, announcements, type TAnnouncement } from '../../db/schema.js';
import { readAnnouncementIds } from './announcement-reads.js';

type TWireAnnouncementInput = z.input<typeof ZWireAnnouncementSchema>;
type TWireAnnouncementListInput = z.input<typeof ZWireAnnouncementListSchema>;
type TAnnouncementKind = TAnnouncement['type'];
type TAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/** Which list of the reply each announcement type goes to. Help items (H) have none here. */
const LIST_OF_KIND: Partial<Record<TAnnouncementKind, keyof TWireAnnouncementListInput>> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
};

/** `startDateStr` as the desktop shows it: `YYYY-MM-DD HH:mm:ss` (UTC). */
const formatDateTime = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/** An announcement's title and content in the request's language (TY falls back to EN where it has none). */
export const localisedText = (row: TAnnouncement, language: string) => {
  const isTagalog = language === 'TY';
  return {
    title: (isTagalog && row.titleTy) || row.title,
    content: (isTagalog && row.contentTy) || row.content,
  };
};

/** The end of an announcement's run as the wire gives it: null when it has none. */
export const endDateOf = (row: TAnnouncement): number | null =>
  row.isNoExpiry || !row.endAt ? null : row.endAt.getTime();

const toWire = (
  row: TAnnouncement,
  language: string,
  readIds: ReadonlySet<number> | null,
): TWireAnnouncementInput => ({
  id: row.id,
  ...localisedText(row, language),
  groupName: row.groupName,
  url: row.url,
  linkageType: row.linkageType,
  execution: row.execution,
  promotionType: row.promotionType,
  announcementImages: row.imageUrl ? [{ url: row.imageUrl, imageUrl: row.imageUrl, sequence: 1 }] : [],
  announcementDisplaySpeed: row.displaySpeed,
  startDate: row.startAt.getTime(),
  startDateStr: formatDateTime(row.startAt),
  endDate: endDateOf(row),
  noExpiry: row.isNoExpiry,
  categoryId: row.promotionCategoryId,
  ...(readIds ? { isRead: readIds.has(row.id) } : {}),
});

/**
 * The merchant's announcements of the given kinds that run at `now`, in
 * display order, narrowed by any further `filters`.
 */
export const runningAnnouncements = (
  db: TExecutor,
  merchantId: number,
  kinds: readonly TAnnouncementKind[],
  now: Date,
  ...filters: (SQL | undefined)[]
): TAnnouncement[] =>
  db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantId, merchantId),
        inArray(announcements.type, [...kinds]),
        lte(announcements.startAt, now),
        or(eq(announcements.isNoExpiry, true), isNull(announcements.endAt), gte(announcements.endAt, now)),
        ...filters,
      ),
    )
    .orderBy(asc(announcements.sortOrder), desc(announcements.startAt), asc(announcements.id))
    .all();

export type TAnnouncementQuery = {
  kinds: readonly TAnnouncementKind[];
  /** Audiences of popups and notices to include; empty means all. */
  audiences: readonly TAudience[];
  language: string;
  now: Date;
  /** The member of the token: each item then says whether they have read it. */
  memberId: number | null;
  /** CCSFE_getListAnnouncements: only this group's (banners), or this category's (promotions). */
  groupName?: string | undefined;
  categoryId?: number | undefined;
  /**
   * A restricted member gets no marketing (docs/decisions/0041-responsible-gaming.md):
   * announcements of a promotion (promotions, and popups carrying a `promotionType`) are left out.
   */
  withoutPromotions?: boolean;
};

/**
 * `value` of `MCSFE_getListAnnouncements` and its twin `CCSFE_getListAnnouncements`:
 * the merchant's announcements of the asked types that run now, in display
 * order. The audience filter applies only to items that have one (popups
 * and notices). A restricted member's lists leave out promotions.
 */
export const listAnnouncements = (
  db: TExecutor,
  merchantId: number,
  query: TAnnouncementQuery,
): TWireAnnouncementListInput => {
  const lists: Required<TWireAnnouncementListInput> = { banners: [], player: [], popup: [], promotion: [] };
  if (query.kinds.length === 0) return lists;
  const rows = runningAnnouncements(
    db,
    merchantId,
    query.kinds,
    query.now,
    query.audiences.length > 0
      ? or(isNull(announcements.execution), inArray(announcements.execution, [...query.audiences]))
      : undefined,
    query.groupName === undefined ? undefined : eq(announcements.groupName, query.groupName),
    query.categoryId === undefined ? undefined : eq(announcements.promotionCategoryId, query.categoryId),
    query.withoutPromotions
      ? and(isNull(announcements.promotionType), ne(announcements.type, 'PR'))
      : undefined,
  );
  const readIds = query.memberId === null ? null : readAnnouncementIds(db, query.memberId);
  for (const row of rows) {
    const list = LIST_OF_KIND[row.type];
    if (list) lists[list].push(toWire(row, query.language, readIds));
  }
  return lists;
};

export const findAnnouncement = (
  db: TExecutor,
  id: number,
  kind: TAnnouncementKind,
): TAnnouncement | undefined =>
  db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.type, kind)))
    .get();
