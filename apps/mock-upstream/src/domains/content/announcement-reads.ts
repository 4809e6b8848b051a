import { and, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { announcements } from '../../db/schema.js';
import { announcementReads } from '../../db/schema-content.js';

/** The announcements a member has read. */
export const readAnnouncementIds = (db: TExecutor, memberId: number): Set<number> =>
  new Set(
    db
      .select({ id: announcementReads.announcementId })
      .from(announcementReads)
      .where(eq(announcementReads.memberId, memberId))
      .all()
      .map((row) => row.id),
  );

/**
 * `MCSFE_markAnnouncementAsRead`: records the member's reading of those of
 * the ids that are the merchant's announcements (others are ignored, as for
 * ids gone since the list was fetched); answers the ids now read.
 */
export const markAnnouncementsRead = (
  db: TExecutor,
  {
    merchantId,
    memberId,
    ids,
    now,
  }: { merchantId: number; memberId: number; ids: readonly number[]; now: Date },
): number[] => {
  if (ids.length === 0) return [];
  const known = db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), inArray(announcements.id, [...ids])))
    .all()
    .map((row) => row.id);
  if (known.length > 0) {
    db.insert(announcementReads)
      .values(known.map((announcementId) => ({ memberId, announcementId, readAt: now })))
      .onConflictDoNothing()
      .run();
  }
  return known.sort((a, b) => a - b);
};
