import { type FormEvent, useCallback, useRef, useState } from 'react';
import { InertUntilHydrated } from '../../../components/inert-until-hydrated/inert-until-hydrated';
import { TextField } from '../../../components/text-field/text-field';
import { useTranslation } from '../../../lib/use-translation';
import { initialLoginValues, type TLoginValues } from '../login/login-values';
import { hasRememberedUsername } from '../remembered-username';
import styles from './header-login-form.module.css';
import type { HeaderLoginLive, THeaderLoginHandlers, THeaderLoginView } from './header-login-live';
import { HeaderLoginSubmit } from './header-login-submit';

const loadLive = () => import('./header-login-live').then((module) => module.HeaderLoginLive);

const IDLE_VIEW: THeaderLoginView = {
  isUsernameInvalid: false,
  isPasswordInvalid: false,
  isSubmitting: false,
  message: null,
};

/**
 * The one-line username login of the wide header. Its fields are part of the
 * first view; its logic (checks, the call, the captcha, the messages) is not,
 * and loads the first time the form is focused or sent
 * (docs/decisions/0045-first-load-budget.md). A form sent before then shows
 * the button busy and is sent as soon as the logic is in.
 */
export const HeaderLoginForm = () => {
  const { t } = useTranslation();
  // The header has no checkbox: a username remembered earlier keeps being remembered.
  const [remember] = useState(hasRememberedUsername);
  const state = useState<TLoginValues>(() => initialLoginValues());
  const [values, setValues] = state;
  const [Live, setLive] = useState<typeof HeaderLoginLive | null>(null);
  const [isSendWaiting, setIsSendWaiting] = useState(false);
  const [view, setView] = useState(IDLE_VIEW);
  const handlersRef = useRef<THeaderLoginHandlers | null>(null);
  const sendWaitingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const load = useCallback(() => {
    if (!Live) void loadLive().then((component) => setLive(() => component));
  }, [Live]);

  // Sent before the logic was in: sent again now that it is.
  const onLiveReady = useCallback(() => {
    if (!sendWaitingRef.current) return;
    sendWaitingRef.current = false;
    setIsSendWaiting(false);
    formRef.current?.requestSubmit();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (handlersRef.current) {
      handlersRef.current.onSubmit(event);
      return;
    }
    event.preventDefault();
    sendWaitingRef.current = true;
    setIsSendWaiting(true);
    load();
  };

  const setValue = (name: keyof TLoginValues, value: string) => {
    if (handlersRef.current) handlersRef.current.setValue(name, value);
    else setValues((current) => ({ ...current, [name]: value }));
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={load}
      noValidate
      aria-label={t('auth.login_form')}
    >
      <InertUntilHydrated>
        <TextField
          className={styles.field}
          variant="compact"
          label={t('auth.username')}
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={(event) => setValue('username', event.target.value)}
          aria-invalid={view.isUsernameInvalid ? true : undefined}
        />
        <TextField
          className={styles.field}
          variant="compact"
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValue('password', event.target.value)}
          aria-invalid={view.isPasswordInvalid ? true : undefined}
        />
        {Live && (
          <Live
            state={state}
            remember={remember}
            handlersRef={handlersRef}
            onView={setView}
            onReady={onLiveReady}
          />
        )}
        <HeaderLoginSubmit isSubmitting={view.isSubmitting || isSendWaiting} message={view.message} />
      </InertUntilHydrated>
    </form>
  );
};
