import {
  ACCOUNT_PATHS,
  ZNoInputSchema,
  ZSuggestUsernameOutputSchema,
  ZWireAutoUsernameValueSchema,
} from '@site/contracts';
import { rateLimited } from '../../guards/rate-limited.js';
import { publicProcedure } from '../../procedures.js';

/** A free username that follows the merchant's username rule (a mutation: every call makes a new one). */
export const suggestUsername = publicProcedure
  .input(ZNoInputSchema)
  .use(rateLimited('usernameSuggest', (_input, ctx) => ctx.session.current?.id ?? null))
  .output(ZSuggestUsernameOutputSchema)
  .mutation(async ({ ctx }) => {
    const { username } = await ctx.wire.send(
      'PUT',
      ACCOUNT_PATHS.autoUsername,
      {},
      ZWireAutoUsernameValueSchema,
      { withoutToken: true },
    );
    return { username };
  });
