import { z } from 'zod';
import {
  ACCOUNT_PATHS,
  ZSecurityConfigOutputSchema,
  ZVerifyMobileInputSchema,
  ZWireSecurityConfigSchema,
} from '@site/contracts';
import { fullMobileNumber } from '../../../hardening/counter-keys.js';
import { rateLimited } from '../../guards/rate-limited.js';
import { normalisedPhone } from '../../inputs/normalised-phone.js';
import { realMemberProcedure } from '../../procedures.js';
import { toSecurityConfig } from './mappers/profile.js';

/** Binds the number `sendMobileSms` texted, proven by its code; answers the security items as they now are. */
export const verifyMobile = realMemberProcedure
  .meta({ audit: 'account.verifyMobile' })
  .input(ZVerifyMobileInputSchema.transform(normalisedPhone))
  .use(rateLimited('smsVerify', (input) => fullMobileNumber(input.countryDialingCode, input.mobileNum)))
  .output(ZSecurityConfigOutputSchema)
  .mutation(async ({ ctx, input }) => {
    await ctx.wire.send(
      'POST',
      ACCOUNT_PATHS.bindMobileVerify,
      {
        countryDialingCode: input.countryDialingCode,
        mobileNum: input.mobileNum,
        verificationCode: input.verificationCode,
      },
      z.unknown(),
    );
    return toSecurityConfig(await ctx.wire.get(ACCOUNT_PATHS.securityConfig, ZWireSecurityConfigSchema));
  });
