import type { TErrorKey } from '@site/contracts/errors';
import { errorKeyOf, errorMessageKey, fieldErrorsOf } from '../../../../lib/error-message';

/** Cashier failures about one field, shown under it rather than above the button. */
const FIELD_OF_ERROR: Partial<Record<TErrorKey, string>> = {
  amount_out_of_range: 'amount',
  insufficient_balance: 'amount',
  invalid_proof_image: 'proofs',
  payment_password_incorrect: 'paymentPassword',
  bank_card_not_found: 'bankCardId',
  error_password: 'loginPassword',
};

/**
 * Splits a failed money call into messages under the form's fields (the
 * gateway's `fieldErrors`, or a key about one field) and otherwise one message
 * for the whole form. All values are i18n keys.
 */
export const splitCashierError = <TField extends string>(
  error: unknown,
  fields: readonly TField[],
): { fieldErrors: Partial<Record<TField, string>>; formErrorKey: string | null } => {
  const isField = (name: string): name is TField => (fields as readonly string[]).includes(name);
  const fieldErrors: Partial<Record<TField, string>> = {};
  for (const [name, messageKey] of Object.entries(fieldErrorsOf(error))) {
    if (isField(name)) fieldErrors[name] = messageKey;
  }
  const key = errorKeyOf(error);
  const field = FIELD_OF_ERROR[key];
  if (field && isField(field)) fieldErrors[field] = `error.${key}`;
  return {
    fieldErrors,
    formErrorKey: Object.keys(fieldErrors).length > 0 ? null : errorMessageKey(error),
  };
};
