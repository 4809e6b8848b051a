import { type FormEvent, type RefObject, useEffect, useLayoutEffect } from 'react';
import type { TFormState } from '../../../components/form/use-form';
import type { TLoginErrorMessage } from '../login/login-error';
import type { TLoginValues } from '../login/login-values';
import { useLoginForm } from '../login/use-login-form';
import { LoginCaptcha } from './login-captcha';

/** What the header's form draws from the logic: which fields are wrong, whether it is busy, its one message. */
export type THeaderLoginView = {
  isUsernameInvalid: boolean;
  isPasswordInvalid: boolean;
  isSubmitting: boolean;
  message: TLoginErrorMessage | null;
};

/** The logic's handlers, called by the header's form (kept in a ref: they change every render). */
export type THeaderLoginHandlers = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  setValue: (name: keyof TLoginValues, value: string) => void;
};

type THeaderLoginLiveProps = {
  state: TFormState<TLoginValues>;
  remember: boolean;
  handlersRef: RefObject<THeaderLoginHandlers | null>;
  onView: (view: THeaderLoginView) => void;
  /** Called once the handlers are in place. */
  onReady: () => void;
};

/**
 * The header login's logic (checks, the login call, the captcha once asked
 * for, the messages), loaded the first time the form is focused or sent:
 * the form's fields are drawn without it. It draws the captcha in its place
 * and hands the rest to the form.
 */
export const HeaderLoginLive = ({ state, remember, handlersRef, onView, onReady }: THeaderLoginLiveProps) => {
  const form = useLoginForm({ remember, state });
  const { fieldErrors } = form;

  useLayoutEffect(() => {
    handlersRef.current = { onSubmit: form.onSubmit, setValue: form.setValue };
  });
  useEffect(onReady, [onReady]);

  // In the header any credential problem reads "incorrect password" (docs/product.md §5).
  const message: TLoginErrorMessage | null =
    fieldErrors.username || fieldErrors.password
      ? { key: 'error.error_password' }
      : fieldErrors.captcha
        ? { key: 'error.captcha_required' }
        : form.error;
  const isUsernameInvalid = Boolean(fieldErrors.username);
  const isPasswordInvalid = Boolean(fieldErrors.password);
  const { isSubmitting } = form;
  const messageKey = message && JSON.stringify(message);
  useEffect(() => {
    onView({
      isUsernameInvalid,
      isPasswordInvalid,
      isSubmitting,
      message: messageKey ? (JSON.parse(messageKey) as TLoginErrorMessage) : null,
    });
  }, [onView, isUsernameInvalid, isPasswordInvalid, isSubmitting, messageKey]);

  return <LoginCaptcha form={form} variant="compact" />;
};
