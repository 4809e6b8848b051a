import type { z } from 'zod';
import {
  WALLET_PATHS,
  ZDepositSettingsOutputSchema,
  ZNoInputSchema,
  ZWireDepositSettingsSchema,
} from '@site/contracts';
import type { TContext } from '../../context.js';
import { realMemberProcedure } from '../../procedures.js';
import { toDepositSettings } from './mappers/deposit.js';

/** The cashier's deposit settings as the upstream has them, routing codes included. */
export const wireDepositSettingsOf = (ctx: TContext): Promise<z.output<typeof ZWireDepositSettingsSchema>> =>
  ctx.wire.get(WALLET_PATHS.depositSettings, ZWireDepositSettingsSchema);

/** Whether the member may deposit, and the channels with their limits and payee details. */
export const depositSettings = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZDepositSettingsOutputSchema)
  .query(async ({ ctx }) => toDepositSettings(await wireDepositSettingsOf(ctx)));
