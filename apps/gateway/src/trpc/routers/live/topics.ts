import {
  LIVE_PATHS,
  ZChatTopicsOutputSchema,
  ZNoInputSchema,
  ZWireChatTopicListSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';

/** The topics a member opens the live chat on (CBS_modelList), in the visitor's language. */
export const topics = publicProcedure
  .input(ZNoInputSchema)
  .output(ZChatTopicsOutputSchema)
  .query(async ({ ctx }) => ({ topics: await ctx.wire.get(LIVE_PATHS.modelList, ZWireChatTopicListSchema) }));
