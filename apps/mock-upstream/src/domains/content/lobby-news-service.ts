import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZWireLobbyNewsSchema } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { lobbyNews } from '../../db/schema-content.js';

/**
 * `value` of `GLS2_lobbyNews`: the news of one game lobby (plus the news of
 * every lobby), newest first; without a gameType, all news.
 */
export const listLobbyNews = (
  db: TExecutor,
  merchantId: number,
  { gameType, language, size }: { gameType: string | undefined; language: string; size: number },
): z.input<typeof ZWireLobbyNewsSchema> =>
  db
    .select()
    .from(lobbyNews)
    .where(
      and(
        eq(lobbyNews.merchantId, merchantId),
        gameType ? or(eq(lobbyNews.gameType, gameType), isNull(lobbyNews.gameType)) : undefined,
      ),
    )
    .orderBy(desc(lobbyNews.publishedAt), desc(lobbyNews.id))
    .limit(size)
    .all()
    .map((row) => ({
      newsId: row.id,
      title: language === 'TY' ? row.titleTy : row.titleEn,
      content: language === 'TY' ? row.contentTy : row.contentEn,
      gameType: row.gameType,
      publishTime: row.publishedAt.getTime(),
    }));
