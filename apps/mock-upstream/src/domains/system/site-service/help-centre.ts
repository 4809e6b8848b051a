import { and, asc, eq } from 'drizzle-orm';
import type { TWireHelpTopic } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { helpTopics } from '../../../db/schema-service.js';

/**
 * The merchant's help topics in one language, in display order, each with
 * its entries as `children` (docs/upstream.md §3 "System").
 */
export const listHelpTopics = (db: TExecutor, merchantId: number, language: string): TWireHelpTopic[] => {
  const rows = db
    .select()
    .from(helpTopics)
    .where(and(eq(helpTopics.merchantId, merchantId), eq(helpTopics.language, language)))
    .orderBy(asc(helpTopics.position), asc(helpTopics.id))
    .all();
  const toWire = (row: (typeof rows)[number]): TWireHelpTopic => ({
    title: row.title,
    content: row.content,
    bgColor: row.bgColor,
    lang: row.language,
    display: row.isDisplayed,
    tag: row.tag,
    children: rows.filter((child) => child.parentId === row.id).map(toWire),
  });
  return rows.filter((row) => row.parentId === null).map(toWire);
};
