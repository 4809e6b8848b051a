import { ACCOUNT_PATHS, ZNoInputSchema, ZProfileOutputSchema, ZWireProfileSchema } from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';
import { toProfile } from './mappers/profile.js';

/** The profile fields the merchant enables, in its order, with the member's values and required marks. */
export const profile = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZProfileOutputSchema)
  .query(async ({ ctx }) => toProfile(await ctx.wire.get(ACCOUNT_PATHS.profile, ZWireProfileSchema)));
