import type { TTransaction } from '../../db/client.js';
import { cashierSettings, depositChannels, depositVendorBanks, vendorWalletTypes } from '../../db/schema-money.js';
import { qrImageDataUrl } from '../../domains/wallet/deposit/qr-image.js';

/**
 * The demo merchant's cashier: multi-wallet, with own wallets for vendors no
 * other test plays (Evolution live, SBTech sports, JDB slots), and five
 * deposit channels — one of them a test bank that approves at once, one an
 * online payment through the mock's stand-in payment page.
 */
export const SEED_CASHIER_SETTINGS = {
  isSingleWallet: false,
  allowDeposit: true,
  withdrawMinMinor: 10_000,
  withdrawMaxMinor: 10_000_000,
  withdrawAutoConfirmMinutes: 30,
} as const;

export const SEED_VENDOR_WALLETS = [
  { accountTypeId: 101, vassalage: 'EVO', name: 'Evolution' },
  { accountTypeId: 102, vassalage: 'SBT', name: 'SBTech' },
  { accountTypeId: 103, vassalage: 'JDB', name: 'JDB Gaming' },
] as const;

const PAYEE_ACCOUNT_NAME = 'Demo Gaming Corp.';
const ONLINE_VENDOR_ID = '14';

const SEED_DEPOSIT_CHANNELS = [
  {
    type: 'BANK',
    name: 'BDO Bank Transfer',
    bankCode: 'BDO',
    vendorId: '11',
    mcsBankCode: 'BDO_MANUAL',
    minMinor: 10_000,
    maxMinor: 50_000_000,
    payeeBankName: 'BDO Unibank',
    payeeAccountName: PAYEE_ACCOUNT_NAME,
    payeeAccountNumber: '001234567890',
  },
  {
    type: 'EWALLET',
    name: 'GCash',
    bankCode: 'GCASH',
    vendorId: '12',
    mcsBankCode: 'GCASH_MANUAL',
    minMinor: 10_000,
    maxMinor: 5_000_000,
    payeeBankName: 'GCash',
    payeeAccountName: PAYEE_ACCOUNT_NAME,
    payeeAccountNumber: '09171234567',
  },
  {
    type: 'QR',
    name: 'QR Ph',
    bankCode: 'QRPH',
    vendorId: '13',
    mcsBankCode: 'QRPH',
    minMinor: 5_000,
    maxMinor: 10_000_000,
    qrImageUrl: qrImageDataUrl('demo:QRPH'),
  },
  {
    type: 'BANK',
    name: 'Test Bank (instant)',
    bankCode: 'TESTBANK',
    vendorId: '99',
    mcsBankCode: 'TEST_MANUAL',
    minMinor: 10_000,
    maxMinor: 50_000_000,
    payeeBankName: 'Test Bank',
    payeeAccountName: PAYEE_ACCOUNT_NAME,
    payeeAccountNumber: '999999999999',
    isTest: true,
  },
  {
    type: 'ONLINE',
    name: 'PayPH Online Banking',
    bankCode: 'PAYPH',
    vendorId: ONLINE_VENDOR_ID,
    mcsBankCode: 'PAYPH_ONLINE',
    minMinor: 10_000,
    maxMinor: 10_000_000,
  },
] as const;

/** The banks a payer can pay from through the online vendor. */
const SEED_ONLINE_BANKS = [
  { bankCode: 'BDO', bankName: 'BDO Unibank' },
  { bankCode: 'BPI', bankName: 'Bank of the Philippine Islands' },
  { bankCode: 'MBTC', bankName: 'Metrobank' },
  { bankCode: 'UBP', bankName: 'UnionBank' },
  { bankCode: 'LBP', bankName: 'LANDBANK' },
] as const;

/** The cashier rows of a merchant, in the seeding transaction. */
export const insertCashierSeed = (tx: TTransaction, merchantId: number): void => {
  tx.insert(cashierSettings)
    .values({ merchantId, ...SEED_CASHIER_SETTINGS })
    .run();
  tx.insert(vendorWalletTypes)
    .values(SEED_VENDOR_WALLETS.map((wallet) => ({ merchantId, ...wallet })))
    .run();
  tx.insert(depositChannels)
    .values(SEED_DEPOSIT_CHANNELS.map((channel, index) => ({ merchantId, ...channel, sortOrder: index + 1 })))
    .run();
  tx.insert(depositVendorBanks)
    .values(
      SEED_ONLINE_BANKS.map((bank, index) => ({
        merchantId,
        vendorId: ONLINE_VENDOR_ID,
        ...bank,
        sortOrder: index + 1,
      })),
    )
    .run();
};
