import { patternLengthLabel, patternMessageKey } from '@site/contracts/domain';
import type { TRegisterRule } from '@site/contracts/wire';
import type { TMessageKey } from '../i18n-keys';
import type { TTranslate } from '../translator';

/** Pattern messages take the allowed length as one value: "6" when min equals max, else "6-16". */
const lengthOf = (rule: TRegisterRule): string =>
  patternLengthLabel(rule.minLength ?? 1, rule.maxLength ?? 255);

/**
 * A pattern's message key. The pattern id comes from the merchant's settings,
 * so the compiler cannot check the key; the catalogue test checks that every
 * pattern the contracts know has a message.
 */
export const patternKey = (patternId: number): TMessageKey => patternMessageKey(patternId) as TMessageKey;

/** The help text of a field: its pattern's message with the rule's lengths, if it has a pattern. */
export const helpText = (rule: TRegisterRule | null, t: TTranslate<TMessageKey>): string | null =>
  rule?.patternId == null ? null : t(patternKey(rule.patternId), { length: lengthOf(rule) });

/**
 * A field's error message from its i18n key (ours or the gateway's). Pattern
 * keys get the field's lengths; unknown keys fall back to a generic message.
 */
export const fieldErrorText = (
  key: TMessageKey,
  rule: TRegisterRule | null,
  t: TTranslate<TMessageKey>,
): string => t(key, { length: rule ? lengthOf(rule) : '', defaultValue: t('validation.invalid') });
