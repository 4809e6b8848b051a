import { patternLengthLabel, patternMessageKey } from '@site/contracts/domain';
import type { TRegisterRule } from '@site/contracts/wire';
import type { TTranslate } from '../translator';

/** Pattern messages take the allowed length as one value: "6" when min equals max, else "6-16". */
const lengthOf = (rule: TRegisterRule): string =>
  patternLengthLabel(rule.minLength ?? 1, rule.maxLength ?? 255);

/** The help text of a field: its pattern's message with the rule's lengths, if it has a pattern. */
export const helpText = (rule: TRegisterRule | null, t: TTranslate): string | null =>
  rule?.patternId == null ? null : t(patternMessageKey(rule.patternId), { length: lengthOf(rule) });

/**
 * A field's error message from its i18n key (ours or the gateway's). Pattern
 * keys get the field's lengths; unknown keys fall back to a generic message.
 */
export const fieldErrorText = (key: string, rule: TRegisterRule | null, t: TTranslate): string =>
  t(key, { length: rule ? lengthOf(rule) : '', defaultValue: t('validation.invalid') });
