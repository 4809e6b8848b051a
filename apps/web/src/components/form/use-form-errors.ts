import { useState } from 'react';
import type { TFieldErrors } from '../../lib/forms/field-errors';
import { splitServerError } from '../../lib/forms/server-errors';
import type { TMessageKey } from '../../lib/i18n-keys';
import { useTranslation } from '../../lib/use-translation';
import { useToast } from '../toast/toast-context';

export type TFormErrorsOptions = {
  /** Also toast the first message of a failed call (the money forms do; default true). */
  toast?: boolean;
};

/**
 * A form's messages: one i18n key per field (shown under it) and one for the
 * whole form. A failed call is split between them (server field errors and
 * catalogue keys about one field go under that field) and, unless
 * `toast: false`, its first message is also toasted.
 */
export const useFormErrors = <TField extends string>(
  fields: readonly TField[],
  { toast: toastsServerErrors = true }: TFormErrorsOptions = {},
) => {
  const { t } = useTranslation();
  const toast = useToast();
  const [errors, setFieldErrors] = useState<TFieldErrors<TField>>({});
  const [formErrorKey, setFormErrorKey] = useState<TMessageKey | null>(null);

  /** Shows a failed call among the fields shown right now (some forms hide fields). */
  const showServerErrorAmong = (shownFields: readonly TField[], error: unknown) => {
    const split = splitServerError(error, shownFields);
    setFieldErrors(split.fieldErrors);
    setFormErrorKey(split.formErrorKey);
    if (toastsServerErrors) {
      const firstKey = split.formErrorKey ?? Object.values<TMessageKey | undefined>(split.fieldErrors)[0];
      toast.show(t(firstKey ?? 'error.unknown_error'), 'error');
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
    formErrorKey,
    /** Replaces every field's message (a fresh validation's result). */
    setFieldErrors,
    setFormErrorKey,
    clearField,
    clearFormError: () => setFormErrorKey(null),
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
