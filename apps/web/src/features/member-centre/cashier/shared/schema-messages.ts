import { VALIDATION } from '@site/contracts/api';

type TIssue = { path: readonly PropertyKey[]; message: string; code?: string };

const CATALOGUE_MESSAGES = new Set<string>(Object.values(VALIDATION));

/** The contracts' own message keys as they are; zod's built-in messages as the nearest catalogue key. */
const messageKeyOf = (issue: TIssue): string => {
  if (CATALOGUE_MESSAGES.has(issue.message)) return issue.message;
  if (issue.code === 'too_small') return VALIDATION.required;
  if (issue.code === 'too_big') return VALIDATION.tooLong;
  return VALIDATION.invalid;
};

/** The first message key of each top-level field of a failed contracts schema parse. */
export const fieldMessagesOf = <TField extends string>(
  issues: readonly TIssue[],
): Partial<Record<TField, string>> => {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !messages[field]) messages[field] = messageKeyOf(issue);
  }
  return messages as Partial<Record<TField, string>>;
};
