import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useFormErrors } from '../../components/form/use-form-errors';
import { useToast } from '../../components/toast/toast-context';
import { hasErrors, type TFieldErrors } from '../../lib/forms/field-errors';
import { parseWithSchema, type TSafeParser } from '../../lib/forms/schema-messages';
import type { TMessageKey } from '../../lib/i18n-keys';
import { useErrorMessage } from '../../lib/use-error-text';
import { type TMoneyMutate, useMoneyRequest } from './use-money-request';

/** What `MoneyConfirmDialog` reads of a money form: the dialog is open while it holds a draft. */
export type TMoneyConfirmation<TDraft> = {
  draft: TDraft | null;
  isOutcomePending: boolean;
  confirm: () => void;
  cancel: () => void;
};

/**
 * What the values make: with a contracts `schema`, `draft` gives the schema's
 * input and the parsed input is the draft (its messages go under the fields);
 * without one, `draft` gives the draft itself.
 */
type TDraftOf<TValues, TDraft> =
  | { schema: TSafeParser<TDraft>; draft: (values: TValues) => unknown }
  | { schema?: undefined; draft: (values: TValues) => TDraft };

/** The names of the values that are strings (the ones a text input or select edits). */
type TStringKey<TValues> = {
  [K in keyof TValues]: TValues[K] extends string ? K : never;
}[keyof TValues] &
  string;

export type TMoneyFormOptions<TValues, TDraft, TOutput, TField extends string> = TDraftOf<TValues, TDraft> & {
  /** The values the form starts with (and goes back to, see `resetOnSuccess`). */
  initial: () => TValues;
  /** The fields a message may go under; the values' names unless given. */
  fields?: readonly TField[];
  /** Also toast a failed call's first message (default true; forms that stay open beside the failure say false). */
  toast?: boolean;
  /** The form's own checks of the values (only the fields with a message); they say more than the schema's messages, so theirs win. */
  check?: (values: TValues) => TFieldErrors<NoInfer<TField>>;
  /** A reason, for the whole form, not to go on with a draft whose fields are all valid. */
  refuse?: (draft: TDraft) => TMessageKey | null;
  /** The call (a mutation's `mutate` and `isPending`); the draft goes with its requestId. */
  mutation: { mutate: TMoneyMutate<TDraft, TOutput>; isPending: boolean };
  /** Ask the member to confirm a valid draft before it runs (`MoneyConfirmDialog`); default true. */
  confirm?: boolean;
  /** The translated sentence shown (`done`) and toasted once the call has succeeded. */
  doneMessage: (draft: TDraft, output: TOutput) => string;
  /** The values set back to how they started after a success (what the member typed; the rest stays). */
  resetOnSuccess?: readonly (keyof TValues)[] | 'all';
  onSuccess?: (output: TOutput, draft: TDraft) => void;
  /** Runs on a failed call before its message is shown. */
  onError?: (error: unknown) => void;
};

/**
 * The one skeleton of every money form (decisions 0011 and 0015): the values
 * and their messages (`useFormErrors`), the check of a submit (the contracts
 * schema, then the form's own checks), the member's confirmation of the valid
 * draft, one run under a requestId that a retry of the same values keeps, an
 * unknown outcome shown as pending and asked again until the upstream tells
 * it (`useMoneyRequest`), then the success shown, toasted and typed values
 * cleared, or the failure shown under its field or for the whole form.
 */
export const useMoneyForm = <
  TValues extends object,
  TDraft extends object,
  TOutput = unknown,
  TField extends string = Extract<keyof TValues, string>,
>(
  options: TMoneyFormOptions<TValues, TDraft, TOutput, TField>,
) => {
  const { initial, fields, toast: toastsServerErrors = true, mutation } = options;
  const toast = useToast();
  const [initialValues] = useState(initial);
  const [values, setValues] = useState(initialValues);
  // A deposit or a transfer may meet a limit or a restriction: its hint fills the message.
  const describeError = useErrorMessage();
  const messages = useFormErrors<TField>(fields ?? (Object.keys(initialValues) as TField[]), {
    toast: toastsServerErrors,
    describeError,
  });
  const { setFieldErrors, setFormErrorKey, clearField, clearFormError, showServerError, messageOf } =
    messages;
  const request = useMoneyRequest<TDraft, TOutput>(mutation.mutate);
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [result, setResult] = useState<TOutput | null>(null);

  /** Sets a value and clears its field's message. */
  const setValue = <K extends keyof TValues & TField>(name: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearField(name);
  };

  const validate = (): TDraft | null => {
    const input = options.draft(values);
    const parsed = options.schema
      ? parseWithSchema<TDraft, TField>(options.schema, input)
      : { data: input as TDraft, errors: null };
    const found: TFieldErrors<TField> = { ...parsed.errors, ...options.check?.(values) };
    setFieldErrors(found);
    if (parsed.data === null || hasErrors(found)) return null;
    const refusal = options.refuse?.(parsed.data) ?? null;
    if (refusal) setFormErrorKey(refusal);
    return refusal ? null : parsed.data;
  };

  const run = (valid: TDraft) =>
    request.run(valid, {
      onSuccess: (output) => {
        const message = options.doneMessage(valid, output);
        setDone(message);
        setResult(output);
        const { resetOnSuccess } = options;
        if (resetOnSuccess === 'all') setValues(initialValues);
        else if (resetOnSuccess)
          setValues((current) => {
            const next = { ...current };
            for (const name of resetOnSuccess) next[name] = initialValues[name];
            return next;
          });
        options.onSuccess?.(output, valid);
        toast.show(message, 'success');
      },
      onError: (error) => {
        options.onError?.(error);
        showServerError(error);
      },
    });

  /** Checks the values; a valid draft waits for the member's confirmation (or runs at once without one). */
  const submit = () => {
    clearFormError();
    const valid = validate();
    setDone(null);
    setResult(null);
    if (!valid) return;
    if (options.confirm === false) run(valid);
    else setDraft(valid);
  };

  return {
    ...messages,
    values,
    /** Sets values without clearing any message. */
    setValues,
    setValue,
    /** Wiring of a text input or select: name, value, change handler and translated message. */
    inputProps: (name: TStringKey<TValues> & TField, params?: Record<string, string>) => ({
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        setValue(name, event.target.value as TValues[typeof name]),
      error: messageOf(name, params),
    }),
    /** Wiring of a control that reports its value (amount, payment password, proofs, bonus). */
    valueProps: <K extends keyof TValues & TField>(name: K, params?: Record<string, string>) => ({
      value: values[name],
      onChange: (value: TValues[K]) => setValue(name, value),
      error: messageOf(name, params),
    }),
    submit,
    /** The form's `onSubmit`. */
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      submit();
    },
    /** The draft awaiting confirmation, or null while no dialog is open. */
    draft,
    cancel: () => setDraft(null),
    confirm: () => {
      if (!draft) return;
      setDraft(null);
      run(draft);
    },
    /** The last success's sentence and answer, until the next submit. */
    done,
    result,
    /** The call is in flight. */
    isSending: mutation.isPending,
    /** The outcome of the call is unknown and being asked again. */
    isOutcomePending: request.isOutcomePending,
    isBusy: mutation.isPending || request.isOutcomePending,
  };
};
