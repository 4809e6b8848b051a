import {
  ACCOUNT_PATHS,
  ZNoInputSchema,
  ZSecurityConfigOutputSchema,
  ZWireSecurityConfigSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';
import { toSecurityConfig } from './mappers/profile.js';

/** Which security items the member has set (payment password, verified mobile, email, bank card, second factor). */
export const security = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZSecurityConfigOutputSchema)
  .query(async ({ ctx }) =>
    toSecurityConfig(await ctx.wire.get(ACCOUNT_PATHS.securityConfig, ZWireSecurityConfigSchema)),
  );
