import { z } from 'zod';

const ZMinorUnits = z.number().int();

export const ZBalanceOutputSchema = z.object({
  /** Sum of the wallets, integer minor units. */
  total: ZMinorUnits,
  currency: z.string(),
  currencySymbol: z.string(),
  wallets: z.array(z.object({ accountTypeId: z.number().int(), balance: ZMinorUnits })),
});
export type TBalanceOutput = z.infer<typeof ZBalanceOutputSchema>;
