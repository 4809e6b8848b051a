import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button/button';
import { Checkbox } from '../../../components/checkbox/checkbox';
import { PasswordField } from '../../../components/text-field/password-field';
import { TextField } from '../../../components/text-field/text-field';
import { paths } from '../../../lib/paths';
import { useFlag } from '../../../lib/site-status';
import { useLoginForm } from '../login/use-login-form';
import { CaptchaField } from './captcha-field';
import styles from './auth-form.module.css';

/** Username login inside the login modal. */
export const LoginForm = () => {
  const { t } = useTranslation();
  const form = useLoginForm();
  const canRegister = useFlag('DIRECTREG3');
  const errorText = (key: string | undefined) => (key ? t(key) : null);

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={form.values.username}
        onChange={(event) => form.setValue('username', event.target.value)}
        error={errorText(form.fieldErrors.username)}
        isRequired
      />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={(event) => form.setValue('password', event.target.value)}
        error={errorText(form.fieldErrors.password)}
        isRequired
      />
      {form.isCaptchaShown && (
        <CaptchaField
          captcha={form.captcha}
          value={form.values.captcha}
          onChange={(value) => form.setValue('captcha', value)}
          error={errorText(form.fieldErrors.captcha)}
          isRequired
        />
      )}
      <Checkbox
        label={t('auth.remember_me')}
        checked={form.values.remember}
        onChange={(event) => form.setValue('remember', event.target.checked)}
      />
      {form.errorKey && (
        <p className={styles.formError} role="alert">
          {t(form.errorKey)}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth loading={form.isSubmitting}>
        {t('auth.login')}
      </Button>
      {canRegister && (
        <p className={styles.switch}>
          {t('auth.no_account')}
          <Link className={styles.switchLink} to={paths.register.path}>
            {t('auth.go_register')}
          </Link>
        </p>
      )}
    </form>
  );
};
