import {
  WALLET_PATHS,
  ZBanksOutputSchema,
  ZDepositBanksInputSchema,
  ZWireDepositBanksSchema,
} from '@site/contracts';
import { appError } from '../../../errors/app-error.js';
import { realMemberProcedure } from '../../procedures.js';
import { wireDepositSettingsOf } from './deposit-settings.js';

/** The banks the member can pay from on a channel (an online payment's vendor); none for other channels. */
export const depositBanks = realMemberProcedure
  .input(ZDepositBanksInputSchema)
  .output(ZBanksOutputSchema)
  .query(async ({ ctx, input }) => {
    const settings = await wireDepositSettingsOf(ctx);
    const channel = settings.depositInfo.channels.find(
      (candidate) => candidate.channelId === input.channelId,
    );
    if (!channel) throw appError('channel_not_found');
    const banks = await ctx.wire.get(WALLET_PATHS.depositBanksByVendor, ZWireDepositBanksSchema, {
      query: { channelId: channel.channelId, vendorId: channel.vendorId },
    });
    return { banks };
  });
