import {
  REWARDS_PATHS,
  ZNoInputSchema,
  ZReferralOutputSchema,
  ZWireReferralDetailsSchema,
} from '@site/contracts';
import { siteOriginOf } from '../../../config.js';
import { realMemberProcedure } from '../../procedures.js';
import { toReferral } from './mappers/referral.js';

/** The member's referral code (made on first read), its links and invitations. */
export const referral = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZReferralOutputSchema)
  .query(async ({ ctx }) =>
    toReferral(
      await ctx.wire.get(REWARDS_PATHS.referralDetails, ZWireReferralDetailsSchema, {
        query: { autoGenerate: true },
      }),
      siteOriginOf(ctx.config),
    ),
  );
