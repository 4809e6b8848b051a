import { useState } from 'react';
import type { TFieldErrors } from '../../lib/forms/field-errors';
import { splitServerError } from '../../lib/forms/server-errors';
import type { TMessageKey } from '../../lib/i18n-keys';
import { type TMessage, translateMessage } from '../../lib/message';
import { useTranslation } from '../../lib/use-translation';
import { useToast } from '../toast/toast-context';

export type TFormErrorsOptions = {
  /** Also toast the first message of a failed call (the money forms do; default true). */
  toast?: boolean;
  /**
   * The form-wide message of a failed call: `error.<key>` unless given. Forms
   * whose calls a limit or a restriction may refuse pass `useErrorMessage()`
   * (lib/use-error-text.ts), which fills the message from the failure's hint.
   */
  describeError?: (error: unknown) => TMessage;
};

/**
 * A form's messages: one i18n key per field (shown under it) and one for the
 * whole form. A failed call is split between them (server field errors and
 * catalogue keys about one field go under that field) and, unless
 * `toast: false`, its first message is also toasted. With `describeError`
 * the form's message may be filled from the failure's hint
 * (`formErrorValues`: what is left of a limit, until when play is closed).
 */
export const useFormErrors = <TField extends string>(
  fields: readonly TField[],
  { toast: toastsServerErrors = true, describeError }: TFormErrorsOptions = {},
) => {
  const { t } = useTranslation();
  const toast = useToast();
  const [errors, setFieldErrors] = useState<TFieldErrors<TField>>({});
  const [formError, setFormError] = useState<TMessage | null>(null);

  /** Shows a failed call among the fields shown right now (some forms hide fields). */
  const showServerErrorAmong = (shownFields: readonly TField[], error: unknown) => {
    const split = splitServerError(error, shownFields);
    const message = split.formErrorKey ? (describeError?.(error) ?? { key: split.formErrorKey }) : null;
    setFieldErrors(split.fieldErrors);
    setFormError(message);
    if (toastsServerErrors) {
      const firstKey = Object.values<TMessageKey | undefined>(split.fieldErrors)[0];
      toast.show(message ? translateMessage(t, message) : t(firstKey ?? 'error.unknown_error'), 'error');
    }
  };

  const clearField = (field: TField) =>
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const messageOf = (field: TField, params?: Record<string, string>): string | null => {
    const key = errors[field];
    return key ? t(key, params) : null;
  };

  return {
    errors,
    formErrorKey: formError?.key ?? null,
    /** What fills the form's message, from the failure's hint (pass it on with the key). */
    formErrorValues: formError?.values,
    /** Replaces every field's message (a fresh validation's result). */
    setFieldErrors,
    setFormErrorKey: (key: TMessageKey | null) => setFormError(key ? { key } : null),
    clearField,
    clearFormError: () => setFormError(null),
    /** Shows a failed call (a mutation's `onError`). */
    showServerError: (error: unknown) => showServerErrorAmong(fields, error),
    showServerErrorAmong,
    /** The field's translated message, or null when it has none. */
    messageOf,
    /**
     * Wiring of a control that reports its value (amount, payment password,
     * proofs): the value, a change that also clears the field's message, and
     * the translated message.
     */
    bind: <TValue>(
      field: TField,
      value: TValue,
      setValue: (value: TValue) => void,
      params?: Record<string, string>,
    ) => ({
      value,
      onChange: (next: TValue) => {
        setValue(next);
        clearField(field);
      },
      error: messageOf(field, params),
    }),
  };
};
