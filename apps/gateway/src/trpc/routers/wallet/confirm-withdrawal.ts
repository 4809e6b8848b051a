import type { z } from 'zod';
import {
  WALLET_PATHS,
  ZConfirmWithdrawalInputSchema,
  type ZWireConfirmWithdrawalBodySchema,
  ZWireConfirmWithdrawalSchema,
  ZWithdrawalSchema,
} from '@site/contracts';
import { proofImagesChecked } from '../../guards/proof-images-checked.js';
import { realMemberProcedure } from '../../procedures.js';
import { toWithdrawal } from './mappers/withdrawal.js';

/** The member confirms an approved withdrawal received, or not received with proof images. */
export const confirmWithdrawal = realMemberProcedure
  .meta({ audit: 'wallet.confirmWithdrawal' })
  .input(ZConfirmWithdrawalInputSchema)
  .use(proofImagesChecked((input) => input.proofs))
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
