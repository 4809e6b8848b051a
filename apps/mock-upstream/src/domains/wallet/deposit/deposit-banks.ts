import { and, asc, eq } from 'drizzle-orm';
import { VALIDATION } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { depositVendorBanks } from '../../../db/schema-money.js';
import { wireErrors } from '../../../wire/envelope.js';

/** `MCS2_depositBanksByVendor`: the banks a payer can pay from through the vendor, in their order. */
export const vendorBanksOf = (db: TExecutor, merchantId: number, vendorId: string) =>
  db
    .select({ bankCode: depositVendorBanks.bankCode, bankName: depositVendorBanks.bankName })
    .from(depositVendorBanks)
    .where(and(eq(depositVendorBanks.merchantId, merchantId), eq(depositVendorBanks.vendorId, vendorId)))
    .orderBy(asc(depositVendorBanks.sortOrder), asc(depositVendorBanks.id))
    .all();

/** The payer's bank must be one of the vendor's; else 400 `validation_failed` on `bankCode`. */
export const requirePayerBank = (
  db: TExecutor,
  merchantId: number,
  vendorId: string,
  bankCode: string | null,
): void => {
  const isKnown = vendorBanksOf(db, merchantId, vendorId).some((bank) => bank.bankCode === bankCode);
  if (!isKnown)
    throw wireErrors.validationFailed({ bankCode: bankCode ? VALIDATION.invalid : VALIDATION.required });
};
