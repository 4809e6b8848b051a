import {
  CONTENT_PATHS,
  ZLobbyNewsInputSchema,
  ZLobbyNewsOutputSchema,
  ZWireLobbyNewsSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';

/** How many news items a lobby shows. */
const LOBBY_NEWS_SIZE = 5;

/** The news of a game lobby (and of every lobby), newest first, in the visitor's language. */
export const lobbyNews = publicProcedure
  .input(ZLobbyNewsInputSchema)
  .output(ZLobbyNewsOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(CONTENT_PATHS.lobbyNews, ZWireLobbyNewsSchema, {
      query: { gameType: input.category, language: ctx.visitor.language, size: LOBBY_NEWS_SIZE },
      withoutToken: true,
    });
    return {
      items: wire.map((news) => ({
        id: news.newsId,
        title: news.title,
        content: news.content,
        publishedAt: news.publishTime,
      })),
    };
  });
