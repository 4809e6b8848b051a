import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toMajorUnits, type ZWireBalanceSchema } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { type TMerchant, wallets } from '../../db/schema.js';
import { walletTypesOf } from './wallet-store.js';

/** `typeId=0` asks for every wallet; another id for that wallet alone. */
export const ALL_WALLETS_TYPE_ID = 0;

/**
 * `value` of `GET /wps/v2/wallets/balance`: every wallet the merchant gives
 * its members (0 where the member has no row yet), in decimal major units on
 * the wire from integer minor units.
 */
export const buildBalance = (
  db: TExecutor,
  merchant: TMerchant,
  memberId: number,
  typeId: number,
): z.input<typeof ZWireBalanceSchema> => {
  const balances = new Map(
    db
      .select({ accountTypeId: wallets.accountTypeId, balanceMinor: wallets.balanceMinor })
      .from(wallets)
      .where(eq(wallets.memberId, memberId))
      .all()
      .map((row) => [row.accountTypeId, row.balanceMinor]),
  );
  const rows = walletTypesOf(db, merchant.id)
    .filter((type) => typeId === ALL_WALLETS_TYPE_ID || type.accountTypeId === typeId)
    .map((type) => ({
      accountTypeId: type.accountTypeId,
      balanceMinor: balances.get(type.accountTypeId) ?? 0,
    }));
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
