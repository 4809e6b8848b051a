import { useState } from 'react';
import { TextField } from '../../../components/text-field/text-field';
import { useTranslation } from '../../../lib/use-translation';
import type { TLoginErrorMessage } from '../login/login-error';
import { useLoginForm } from '../login/use-login-form';
import { hasRememberedUsername } from '../remembered-username';
import styles from './header-login-form.module.css';
import { HeaderLoginSubmit } from './header-login-submit';
import { LoginCaptcha } from './login-captcha';

/** The one-line username login of the wide header. */
export const HeaderLoginForm = () => {
  const { t } = useTranslation();
  // The header has no checkbox: a username remembered earlier keeps being remembered.
  const [remember] = useState(hasRememberedUsername);
  const form = useLoginForm({ remember });
  const { fieldErrors } = form;

  // In the header any credential problem reads "incorrect password" (docs/product.md §5).
  const message: TLoginErrorMessage | null =
    fieldErrors.username || fieldErrors.password
      ? { key: 'error.error_password' }
      : fieldErrors.captcha
        ? { key: 'error.captcha_required' }
        : form.error;

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={t('auth.login_form')}>
      <TextField
        className={styles.field}
        variant="compact"
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        value={form.values.username}
        onChange={(event) => form.setValue('username', event.target.value)}
        aria-invalid={fieldErrors.username ? true : undefined}
      />
      <TextField
        className={styles.field}
        variant="compact"
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={(event) => form.setValue('password', event.target.value)}
        aria-invalid={fieldErrors.password ? true : undefined}
      />
      <LoginCaptcha form={form} variant="compact" />
      <HeaderLoginSubmit isSubmitting={form.isSubmitting} message={message} />
    </form>
  );
};
