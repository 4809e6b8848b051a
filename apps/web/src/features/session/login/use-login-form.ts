import { type FormEvent, useState } from 'react';
import { type TFieldErrors, type TFormState, useForm } from '../../../components/form/use-form';
import { needsCaptcha } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useFlag } from '../../../lib/site-status';
import { VALIDATION_KEYS } from '../../../lib/validation-keys';
import { useCaptcha, useSlideCaptcha } from '../../shared-auth/api/use-captcha';
import { useCompleteLogin } from '../../shared-auth/use-complete-login';
import { useLogin } from '../api/use-login';
import { updateRememberedUsername } from '../remembered-username';
import { loginErrorMessage } from './login-error';
import { initialLoginValues, type TLoginValues } from './login-values';

type TLoginField = keyof TLoginValues;

type TLoginFormOptions = {
  /** Ask for a 24-hour session and keep the username on this device. */
  remember: boolean;
  /** The agent page admits agents only (`error_not_agent` otherwise). */
  portal?: 'member' | 'agent';
  /** Where a completed login goes. */
  destination?: string;
  /** The values, when the form's fields were drawn before this logic loaded (the header's). */
  state?: TFormState<TLoginValues>;
};

/**
 * State and submit logic shared by the header login form, the login modal and
 * the agent login page: required checks, the captcha (image, or slide under
 * GEETEST3) once the gateway asks for it, "remember me", and what happens after the login (useCompleteLogin).
 */
export const useLoginForm = ({
  remember,
  portal = 'member',
  destination = paths.home.path,
  state,
}: TLoginFormOptions) => {
  const form = useForm<TLoginValues>(() => initialLoginValues(portal), { state });
  const { values, setValues, setValue, errors: fieldErrors } = form;
  const [isCaptchaShown, setIsCaptchaShown] = useState(false);
  // GEETEST3: the captcha is the slide, whose answer (the piece's position) the captcha value holds.
  const isSlideCaptcha = useFlag('GEETEST3');
  const captcha = useCaptcha(isCaptchaShown && !isSlideCaptcha);
  const slideCaptcha = useSlideCaptcha(isCaptchaShown && isSlideCaptcha);
  const login = useLogin();
  const completeLogin = useCompleteLogin();

  const validate = (): TFieldErrors<TLoginField> => {
    const errors: TFieldErrors<TLoginField> = {};
    if (!values.username.trim()) errors.username = VALIDATION_KEYS.required;
    if (!values.password) errors.password = VALIDATION_KEYS.required;
    if (isCaptchaShown && !values.captcha.trim()) errors.captcha = VALIDATION_KEYS.required;
    return errors;
  };

  const submit = form.submitWith(validate, () => {
    if (login.isPending) return;
    const username = values.username.trim();
    // Held only in this closure until the login completes (the change-password dialog may need it).
    const { password } = values;
    // Not mutate's own callbacks: the header's form is gone once the member is stored, and they would not run.
    login
      .mutateAsync({
        username,
        password,
        captcha: isCaptchaShown && !isSlideCaptcha ? values.captcha.trim() : undefined,
        slidePosition: isCaptchaShown && isSlideCaptcha ? Number(values.captcha) : undefined,
        remember,
        portal,
      })
      .then(
        (result) => {
          if (portal === 'member') updateRememberedUsername(username, remember);
          completeLogin(result, { password, destination });
        },
        (error: unknown) => {
          if (!needsCaptcha(error)) return;
          // A captcha is good for one attempt only: show (or renew) it and clear the old answer.
          setValues((current) => ({ ...current, captcha: '' }));
          if (!isCaptchaShown) setIsCaptchaShown(true);
          else if (isSlideCaptcha) slideCaptcha.renew();
          else captcha.renew();
        },
      );
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (login.isPending) event.preventDefault();
    else submit(event);
  };

  return {
    values,
    setValue,
    fieldErrors,
    isCaptchaShown,
    isSlideCaptcha,
    captcha,
    slideCaptcha,
    onSubmit,
    isSubmitting: login.isPending,
    /** The message of the last failure, null when there is none. */
    error: login.error ? loginErrorMessage(login.error) : null,
  };
};

export type TLoginForm = ReturnType<typeof useLoginForm>;
