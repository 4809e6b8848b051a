import { VALIDATION } from '@site/contracts/api';
import type { TMessageKey } from '../i18n-keys';
import type { TFieldErrors } from './field-errors';

type TIssue = { path: readonly PropertyKey[]; message: string; code?: string };

const CATALOGUE_MESSAGES = new Set<string>(Object.values(VALIDATION));
/** An i18n key (`validation.required`, `pattern.letters_digits`), as opposed to zod's own English text. */
const I18N_KEY = /^[\w-]+(\.[\w-]+)+$/;

/**
 * The contracts' own message keys as they are; zod's built-in messages as the
 * nearest catalogue key. An issue's message is only a string to the compiler;
 * i18n-keys.test.ts checks that the contracts' keys are catalogue keys.
 */
const messageKeyOf = (issue: TIssue): TMessageKey => {
  if (CATALOGUE_MESSAGES.has(issue.message) || I18N_KEY.test(issue.message)) {
    return issue.message as TMessageKey;
  }
  if (issue.code === 'too_small') return VALIDATION.required;
  if (issue.code === 'too_big') return VALIDATION.tooLong;
  return VALIDATION.invalid;
};

/** The first message key of each top-level field of a failed contracts schema parse. */
export const fieldMessagesOf = <TField extends string>(issues: readonly TIssue[]): TFieldErrors<TField> => {
  const messages: Record<string, TMessageKey> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !messages[field]) messages[field] = messageKeyOf(issue);
  }
  return messages as TFieldErrors<TField>;
};

export type TSafeParser<TOutput> = {
  safeParse: (
    input: unknown,
  ) => { success: true; data: TOutput } | { success: false; error: { issues: readonly TIssue[] } };
};

/**
 * A form's values checked by the contracts schema of the call it makes (the
 * gateway validates the same input with the same schema): the parsed input,
 * or one message key per invalid field.
 */
export const parseWithSchema = <TOutput, TField extends string = string>(
  schema: TSafeParser<TOutput>,
  input: unknown,
): { data: TOutput; errors: null } | { data: null; errors: TFieldErrors<TField> } => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { data: parsed.data, errors: null }
    : { data: null, errors: fieldMessagesOf<TField>(parsed.error.issues) };
};
