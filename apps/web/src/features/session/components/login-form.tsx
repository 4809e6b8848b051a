import { Button } from '../../../components/button/button';
import { Checkbox } from '../../../components/checkbox/checkbox';
import styles from '../../../components/form/auth-form.module.css';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { useTranslation } from '../../../lib/use-translation';
import { useLoginReturn } from '../../shared-auth/login-return';
import { useLoginForm } from '../login/use-login-form';
import { LoginCredentialFields } from './login-credential-fields';

type TLoginFormProps = {
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  onForgotPassword: () => void;
};

/** Username login inside the login modal. */
export const LoginForm = ({ remember, onRememberChange, onForgotPassword }: TLoginFormProps) => {
  const { t } = useTranslation();
  const form = useLoginForm({ remember, destination: useLoginReturn().returnTo });

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <LoginCredentialFields form={form} />
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
      <FormError messageKey={form.error?.key} values={form.error?.values} />
      <SubmitButton size="lg" fullWidth isBusy={form.isSubmitting}>
        {t('auth.login')}
      </SubmitButton>
    </form>
  );
};
