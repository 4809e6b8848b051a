import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast/toast-context';
import { splitCashierError } from './server-error';

type TFieldErrors<TField extends string> = Partial<Record<TField, string>>;

/**
 * A money form's messages: one i18n key per field (shown under it) and one
 * for the whole form. A failed call is split between them and, unless
 * `toast: false`, its first message is also toasted.
 */
export const useFormErrors = <TField extends string>(
  fields: readonly TField[],
  { toast: toastsServerErrors = true }: { toast?: boolean } = {},
) => {
  const { t } = useTranslation();
  const toast = useToast();
  const [errors, setFieldErrors] = useState<TFieldErrors<TField>>({});
  const [formErrorKey, setFormErrorKey] = useState<string | null>(null);

  const showServerError = (error: unknown) => {
    const split = splitCashierError(error, fields);
    setFieldErrors(split.fieldErrors);
    setFormErrorKey(split.formErrorKey);
    if (toastsServerErrors) {
      const firstKey = split.formErrorKey ?? Object.values<string | undefined>(split.fieldErrors)[0];
      toast.show(t(firstKey ?? 'error.unknown_error'), 'error');
    }
  };

  return {
    errors,
    formErrorKey,
    /** Replaces every field's message (a fresh validation's result). */
    setFieldErrors,
    clearField: (field: TField) => setFieldErrors((current) => ({ ...current, [field]: undefined })),
    clearFormError: () => setFormErrorKey(null),
    showServerError,
    /** The field's translated message, or null when it has none. */
    messageOf: (field: TField, params?: Record<string, string>): string | null => {
      const key = errors[field];
      return key ? t(key, params) : null;
    },
  };
};
