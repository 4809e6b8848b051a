import { type ChangeEvent, type Dispatch, type FormEvent, type SetStateAction, useState } from 'react';
import { focusFirstInvalid, hasErrors, type TFieldErrors } from '../../lib/forms/field-errors';
import { type TFormErrorsOptions, useFormErrors } from './use-form-errors';

export type { TFieldErrors } from '../../lib/forms/field-errors';

/** A form's values held by its caller (a form drawn before its logic loads keeps them across). */
export type TFormState<TValues> = readonly [TValues, Dispatch<SetStateAction<TValues>>];

type TFormOptions<TValues, TField extends string> = TFormErrorsOptions & {
  /** The fields a failed call's messages may go under; every value's name unless given. */
  fields?: readonly TField[];
  /** The values' state, when the caller holds it; the form's own otherwise. */
  state?: TFormState<TValues>;
};

/**
 * The one form state of the web app: string values, one message key per field
 * and one for the whole form. Editing a field clears its message, so a
 * message never outlives the input it was about. Server failures are split
 * by `showServerError` (see useFormErrors); auth forms do not toast them.
 */
export const useForm = <TValues extends Record<string, string>>(
  initial: () => TValues,
  { fields, toast = false, describeError, state }: TFormOptions<TValues, Extract<keyof TValues, string>> = {},
) => {
  type TField = Extract<keyof TValues, string>;
  const ownState = useState<TValues>(initial);
  const [values, setValues] = state ?? ownState;
  const messages = useFormErrors<TField>(fields ?? (Object.keys(values) as TField[]), {
    toast,
    describeError,
  });
  const { clearField, messageOf } = messages;

  const setValue = (name: TField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearField(name);
  };

  /**
   * Checks the form before a call: draws the messages `validate` finds (and
   * focuses the first invalid field), clears the form's message, and runs
   * `onValid` only when there are none.
   */
  const submitWith =
    (validate: () => TFieldErrors<TField>, onValid: (form: HTMLFormElement) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found = validate();
      messages.setFieldErrors(found);
      messages.clearFormError();
      if (hasErrors(found)) focusFirstInvalid(event.currentTarget);
      else onValid(event.currentTarget);
    };

  return {
    ...messages,
    values,
    setValues,
    setValue,
    submitWith,
    /** Wiring of a text input or select: name, value, change handler and translated message. */
    inputProps: (name: TField, params?: Record<string, string>) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        setValue(name, event.target.value),
      error: messageOf(name, params),
    }),
    /** Wiring of a control that reports its value (amount, payment password, captcha). */
    valueProps: (name: TField, params?: Record<string, string>) => ({
      value: values[name],
      onChange: (value: string) => setValue(name, value),
      error: messageOf(name, params),
    }),
  };
};

export { focusFirstInvalid, hasErrors };
