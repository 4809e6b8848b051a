import { z } from 'zod';

/**
 * `value` of `GET /wps/v2/wallets/balance?typeId=0`. The upstream sends major
 * units as decimal numbers; the gateway turns them into integer minor units.
 */
export const ZWireBalanceSchema = z.object({
  sumBalance: z.coerce.number(),
  balance: z
    .array(z.object({ accountTypeId: z.coerce.number().int(), availBalance: z.coerce.number() }))
    .default([]),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type TWireBalance = z.infer<typeof ZWireBalanceSchema>;
