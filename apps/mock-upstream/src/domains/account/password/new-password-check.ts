import { type TRegisterRule, VALIDATION } from '@site/contracts';
import { passwordRuleError } from '../../../core/members/register-rules.js';
import { wireErrors } from '../../../wire/envelope.js';

/**
 * A new password must follow the register rule of `password` (and match its
 * confirmation when the call has one); `field` is the request's own name.
 */
export const assertNewPassword = (
  settings: Readonly<Record<string, TRegisterRule>>,
  password: string,
  field: string,
  confirmation?: { field: string; value: string },
): void => {
  const fieldErrors: Record<string, string> = {};
  const ruleError = passwordRuleError(settings, password);
  if (ruleError) fieldErrors[field] = ruleError;
  if (confirmation && confirmation.value !== password)
    fieldErrors[confirmation.field] = VALIDATION.passwordsDiffer;
  if (Object.keys(fieldErrors).length > 0) throw wireErrors.validationFailed(fieldErrors);
};
