import type { TErrorKey } from '@site/contracts/errors';
import { errorKeyOf, errorMessageKey, fieldErrorsOf } from '../error-message';
import type { TMessageKey } from '../i18n-keys';
import type { TFieldErrors } from './field-errors';

/** Failures about one field, shown under it rather than above the button (every form's fields). */
export const FIELD_OF_ERROR = {
  username_taken: 'username',
  mobile_taken: 'mobileNum',
  email_taken: 'email',
  mobile_not_registered: 'mobileNum',
  sms_invalid_phone: 'mobileNum',
  sms_invalid_code: 'verificationCode',
  sms_code_expired: 'verificationCode',
  invitation_code_error: 'affiliateCode',
  captcha_required: 'captcha',
  captcha_invalid: 'captcha',
  old_password_incorrect: 'oldPassword',
  second_factor_invalid: 'code',
  amount_out_of_range: 'amount',
  insufficient_balance: 'amount',
  invalid_proof_image: 'proofs',
  payment_password_incorrect: 'paymentPassword',
  bank_card_not_found: 'bankCardId',
  error_password: 'loginPassword',
} as const satisfies Partial<Record<TErrorKey, string>>;

/**
 * Splits a failed call into messages under the shown fields (the gateway's
 * `fieldErrors`, or a catalogue key that names one field) and, when none
 * applies, one message for the whole form. All values are i18n keys.
 */
export const splitServerError = <TField extends string>(
  error: unknown,
  shownFields: readonly TField[],
): { fieldErrors: TFieldErrors<TField>; formErrorKey: TMessageKey | null } => {
  const isShown = (name: string): name is TField => (shownFields as readonly string[]).includes(name);
  const fieldErrors: TFieldErrors<TField> = {};
  for (const [name, messageKey] of Object.entries(fieldErrorsOf(error))) {
    if (isShown(name)) fieldErrors[name] = messageKey;
  }
  const key = errorKeyOf(error);
  const fieldOfKey: string | undefined = (FIELD_OF_ERROR as Partial<Record<TErrorKey, string>>)[key];
  if (fieldOfKey && isShown(fieldOfKey)) fieldErrors[fieldOfKey] = `error.${key}`;
  const hasFieldError = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, formErrorKey: hasFieldError ? null : errorMessageKey(error) };
};
