import type { z } from 'zod';
import type { ZWireWithdrawBanksSchema } from '@site/contracts';

/** The banks and e-wallets a member may withdraw to (`MCS2_withdrawBanks`): the same for every merchant. */
export const WITHDRAW_BANKS: z.input<typeof ZWireWithdrawBanksSchema> = [
  { bankCode: 'BDO', bankName: 'BDO Unibank' },
  { bankCode: 'BPI', bankName: 'Bank of the Philippine Islands' },
  { bankCode: 'MBTC', bankName: 'Metrobank' },
  { bankCode: 'LBP', bankName: 'Landbank' },
  { bankCode: 'SECB', bankName: 'Security Bank' },
  { bankCode: 'UBP', bankName: 'UnionBank' },
  { bankCode: 'GCASH', bankName: 'GCash' },
  { bankCode: 'MAYA', bankName: 'Maya' },
];

export const findWithdrawBank = (bankCode: string) =>
  WITHDRAW_BANKS.find((bank) => bank.bankCode === bankCode);
