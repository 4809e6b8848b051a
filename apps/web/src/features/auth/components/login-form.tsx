import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button';
import { Checkbox } from '../../../components/checkbox/checkbox';
import { PasswordField } from '../../../components/text-field/password-field';
import { TextField } from '../../../components/text-field/text-field';
import { useLoginForm } from '../login/use-login-form';
import { CaptchaField } from './captcha-field';
import styles from './auth-form.module.css';

type TLoginFormProps = {
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  onForgotPassword: () => void;
};

/** Username login inside the login modal. */
export const LoginForm = ({ remember, onRememberChange, onForgotPassword }: TLoginFormProps) => {
  const { t } = useTranslation();
  const form = useLoginForm({ remember });
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
      <div className={styles.row}>
        <Checkbox
          label={t('auth.remember_me')}
          checked={remember}
          onChange={(event) => onRememberChange(event.target.checked)}
        />
        <Button variant="link" size="sm" onClick={onForgotPassword}>
          {t('auth.forgot_password')}
        </Button>
      </div>
      {form.errorKey && (
        <p className={styles.formError} role="alert">
          {t(form.errorKey)}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth loading={form.isSubmitting}>
        {t('auth.login')}
      </Button>
    </form>
  );
};
