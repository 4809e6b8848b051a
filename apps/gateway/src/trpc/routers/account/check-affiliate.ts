import { z } from 'zod';
import { ACCOUNT_PATHS, ZAffiliateCheckInputSchema, ZAffiliateCheckOutputSchema } from '@site/contracts';
import { toAppError } from '../../../upstream/errors.js';
import { UpstreamError } from '../../../upstream/upstream-error.js';
import { rateLimited } from '../../guards/rate-limited.js';
import { registrationPage } from '../../mappers/register-request.js';
import { publicProcedure } from '../../procedures.js';

const isInvalidCodeReply = (error: unknown): boolean =>
  error instanceof UpstreamError && toAppError(error).errorData.key === 'invitation_code_error';

/**
 * Whether an affiliate (invitation) code exists for this site's domain: the
 * upstream's `success` tells. An unknown code is an answer, `{valid: false}`,
 * which the register form shows as `invitation_code_error`.
 */
export const checkAffiliate = publicProcedure
  .input(ZAffiliateCheckInputSchema)
  .use(rateLimited('affiliateCheck', (input) => input.code.toLowerCase()))
  .output(ZAffiliateCheckOutputSchema)
  .query(async ({ ctx, input }) => {
    const { domain } = registrationPage(ctx.pageOrigin, ctx.config.publicUrl);
    try {
      await ctx.wire.get(ACCOUNT_PATHS.affiliate, z.unknown(), {
        query: { code: input.code, ...(domain ? { domain } : {}) },
        withoutToken: true,
      });
      return { valid: true };
    } catch (error) {
      if (isInvalidCodeReply(error)) return { valid: false };
      throw error;
    }
  });
