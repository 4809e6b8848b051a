import { useCallback, useState } from 'react';

export type TFieldErrors<TField extends string> = Partial<Record<TField, string>>;

/**
 * Values and per-field error keys of a form. Editing a field clears its error,
 * so a message never outlives the input it was about.
 */
export const useFormState = <TValues extends Record<string, string>>(initial: () => TValues) => {
  type TField = Extract<keyof TValues, string>;
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<TFieldErrors<TField>>({});

  const setValue = useCallback((name: TField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  return { values, setValues, setValue, errors, setErrors };
};

/** True when the errors object holds at least one message. */
export const hasErrors = (errors: Record<string, string | undefined>): boolean =>
  Object.values(errors).some(Boolean);

/** Moves focus to the first invalid field once React has drawn the errors. */
export const focusFirstInvalid = (form: HTMLFormElement | null): void => {
  window.requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
};
