import type { TFieldErrors } from './use-form-state';

type TIssue = { path: readonly PropertyKey[]; message: string };

/**
 * The first message of each field from a failed contracts schema parse. The
 * schemas' messages are i18n keys, so they go straight to the form.
 */
export const issuesByField = <TField extends string>(issues: readonly TIssue[]): TFieldErrors<TField> => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors as TFieldErrors<TField>;
};
