import { VALIDATION } from '@site/contracts/api';
import type { TRegisterRule } from '@site/contracts/wire';
import { patternKey } from '../../../lib/forms/pattern-messages';
import type { TMessageKey } from '../../../lib/i18n-keys';
import { breaksRule } from '../register/register-validation';

/**
 * A new password follows the merchant's password rule from the register
 * settings (docs/product.md §5). Answers the i18n key of the problem, if any:
 * the rule's pattern message, or the password-length message without one.
 */
export const newPasswordError = (value: string, rule: TRegisterRule | undefined): TMessageKey | undefined => {
  if (!value) return VALIDATION.required;
  if (!rule || !breaksRule(value, rule)) return undefined;
  return rule.patternId == null ? VALIDATION.passwordLength : patternKey(rule.patternId);
};

/** The confirmation must repeat the new password exactly. */
export const confirmationError = (password: string, confirmation: string): TMessageKey | undefined => {
  if (!confirmation) return VALIDATION.required;
  return confirmation === password ? undefined : VALIDATION.passwordsDiffer;
};
