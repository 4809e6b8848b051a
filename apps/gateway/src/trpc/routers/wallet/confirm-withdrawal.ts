import type { z } from 'zod';
import {
  WALLET_PATHS,
  ZConfirmWithdrawalInputSchema,
  type ZWireConfirmWithdrawalBodySchema,
  ZWireConfirmWithdrawalSchema,
  ZWithdrawalSchema,
} from '@site/contracts';
import { toWithdrawal } from '../../mappers/withdrawal.js';
import { realMemberProcedure } from '../../procedures.js';

/** The member confirms an approved withdrawal received, or not received with proof images. */
export const confirmWithdrawal = realMemberProcedure
  .meta({ audit: 'wallet.confirmWithdrawal' })
  .input(ZConfirmWithdrawalInputSchema)
  .output(ZWithdrawalSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireConfirmWithdrawalBodySchema> = {
      withdrawalId: input.withdrawalId,
      received: input.received,
      pictures: input.proofs,
      remark: input.remark,
    };
    const wire = await ctx.wire.send(
      'POST',
      WALLET_PATHS.confirmWithdrawal,
      body,
      ZWireConfirmWithdrawalSchema,
    );
    return toWithdrawal(wire);
  });
