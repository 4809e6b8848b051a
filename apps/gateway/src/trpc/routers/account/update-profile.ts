import {
  ACCOUNT_PATHS,
  type TWireUpdateProfileRequest,
  ZProfileOutputSchema,
  ZUpdateProfileInputSchema,
  ZWireProfileSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';
import { toProfile } from './mappers/profile.js';

/**
 * Saves the sent profile fields (an empty one clears it). Which fields are
 * enabled and required is the merchant's: the upstream refuses others with
 * `validation_failed` and the field's message.
 */
export const updateProfile = realMemberProcedure
  .meta({ audit: 'account.updateProfile' })
  .input(ZUpdateProfileInputSchema)
  .output(ZProfileOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: TWireUpdateProfileRequest = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    );
    return toProfile(await ctx.wire.send('PUT', ACCOUNT_PATHS.updateProfile, body, ZWireProfileSchema));
  });
