import { and, asc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { wallets } from '../../db/schema.js';
import { cashierSettings, vendorWalletTypes } from '../../db/schema-money.js';
import { WireError } from '../../wire/envelope.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID } from './ledger.js';

/** A wallet a member of the merchant has: main, or a vendor's own (`vassalage` set). */
export type TWalletType = { accountTypeId: number; vassalage: string | null; name: string };

const MAIN_WALLET_NAMES: Record<string, string> = { EN: 'Main Wallet', TY: 'Pangunahing Wallet' };

/** A vendor wallet's name in the reader's language, from the vendor name stored with it. */
const vendorWalletName = (vendorName: string, language: string) =>
  language === 'TY' ? `Wallet ng ${vendorName}` : `${vendorName} Wallet`;

/** The merchant's cashier set-up; a merchant without one is single-wallet with deposits on. */
export const cashierSettingsOf = (db: TExecutor, merchantId: number) =>
  db.select().from(cashierSettings).where(eq(cashierSettings.merchantId, merchantId)).get();

const isMultiWallet = (db: TExecutor, merchantId: number): boolean =>
  cashierSettingsOf(db, merchantId)?.isSingleWallet === false;

/** Every wallet a member of the merchant has, main first; vendor wallets only on a multi-wallet merchant. */
export const walletTypesOf = (db: TExecutor, merchantId: number, language = 'EN'): TWalletType[] => {
  const main = {
    accountTypeId: MAIN_WALLET_ACCOUNT_TYPE_ID,
    vassalage: null,
    name: MAIN_WALLET_NAMES[language] ?? MAIN_WALLET_NAMES.EN!,
  };
  if (!isMultiWallet(db, merchantId)) return [main];
  const vendors = db
    .select()
    .from(vendorWalletTypes)
    .where(eq(vendorWalletTypes.merchantId, merchantId))
    .orderBy(asc(vendorWalletTypes.accountTypeId))
    .all();
  return [
    main,
    ...vendors.map((row) => ({
      accountTypeId: row.accountTypeId,
      vassalage: row.vassalage,
      name: vendorWalletName(row.name, language),
    })),
  ];
};

/** The wallet a vendor's games play from: its own on a multi-wallet merchant that gives it one, else main. */
export const accountTypeOfVendor = (db: TExecutor, merchantId: number, vassalage: string): number => {
  if (!isMultiWallet(db, merchantId)) return MAIN_WALLET_ACCOUNT_TYPE_ID;
  const row = db
    .select({ accountTypeId: vendorWalletTypes.accountTypeId })
    .from(vendorWalletTypes)
    .where(and(eq(vendorWalletTypes.merchantId, merchantId), eq(vendorWalletTypes.vassalage, vassalage)))
    .get();
  return row?.accountTypeId ?? MAIN_WALLET_ACCOUNT_TYPE_ID;
};

/** The member's wallet row of that type, if it exists yet. */
export const findWallet = (db: TExecutor, memberId: number, accountTypeId: number) =>
  db
    .select()
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.accountTypeId, accountTypeId)))
    .get();

/** The member's wallet of that type, created (empty) on first use; call it in the moving transaction. */
export const walletOf = (db: TExecutor, memberId: number, accountTypeId: number) =>
  findWallet(db, memberId, accountTypeId) ??
  db
    .insert(wallets)
    .values({ memberId, accountTypeId, balanceMinor: 0, updatedAt: new Date() })
    .returning()
    .get();

/** Checks that the merchant gives its members this wallet: else 404 `wallet_not_found`. */
export const requireWalletType = (db: TExecutor, merchantId: number, accountTypeId: number): void => {
  if (!walletTypesOf(db, merchantId).some((type) => type.accountTypeId === accountTypeId))
    throw new WireError(404, 'wallet_not_found', `No wallet ${accountTypeId} at this merchant`);
};
