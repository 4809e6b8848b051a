import { toMajorUnits, type ZWireBalanceSchema } from '@site/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TExecutor } from '../../db/client.js';
import { wallets, type TMerchant } from '../../db/schema.js';

/** `typeId=0` asks for every wallet; another id for that wallet alone. */
export const ALL_WALLETS_TYPE_ID = 0;

/** `value` of `GET /wps/v2/wallets/balance`: decimal major units on the wire, from integer minor units. */
export const buildBalance = (
  db: TExecutor,
  merchant: TMerchant,
  memberId: number,
  typeId: number,
): z.input<typeof ZWireBalanceSchema> => {
  const rows = db
    .select({ accountTypeId: wallets.accountTypeId, balanceMinor: wallets.balanceMinor })
    .from(wallets)
    .where(
      typeId === ALL_WALLETS_TYPE_ID
        ? eq(wallets.memberId, memberId)
        : and(eq(wallets.memberId, memberId), eq(wallets.accountTypeId, typeId)),
    )
    .orderBy(asc(wallets.accountTypeId))
    .all();
  const sumMinor = rows.reduce((sum, row) => sum + row.balanceMinor, 0);
  return {
    sumBalance: toMajorUnits(sumMinor),
    balance: rows.map((row) => ({
      accountTypeId: row.accountTypeId,
      availBalance: toMajorUnits(row.balanceMinor),
    })),
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
  };
};
