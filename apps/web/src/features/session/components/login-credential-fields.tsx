import { PasswordField } from '../../../components/text-field/password-field';
import { TextField } from '../../../components/text-field/text-field';
import type { TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import type { TLoginForm } from '../login/use-login-form';
import { LoginCaptcha } from './login-captcha';

/**
 * Username, password and (once the gateway asks for it) the captcha of a
 * username login, wired to useLoginForm; used by the login modal and the agent
 * login page.
 */
export const LoginCredentialFields = ({ form }: { form: TLoginForm }) => {
  const { t } = useTranslation();
  const errorText = (key: TMessageKey | undefined) => (key ? t(key) : null);

  return (
    <>
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
      <LoginCaptcha form={form} error={errorText(form.fieldErrors.captcha)} />
    </>
  );
};
