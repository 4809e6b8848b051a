import { SubmitButton } from '../../../components/form/submit-button';
import { useTranslation } from '../../../lib/use-translation';
import type { TLoginErrorMessage } from '../login/login-error';
import styles from './header-login-form.module.css';

type THeaderLoginSubmitProps = {
  isSubmitting: boolean;
  /** The message shown after the button, null for none. */
  message: TLoginErrorMessage | null;
};

/** The "Log in" button of a one-line header login form and its single message. */
export const HeaderLoginSubmit = ({ isSubmitting, message }: THeaderLoginSubmitProps) => {
  const { t } = useTranslation();
  return (
    <>
      <SubmitButton isBusy={isSubmitting}>{t('auth.login')}</SubmitButton>
      {message && (
        <p className={styles.error} role="alert">
          {t(message.key, message.values)}
        </p>
      )}
    </>
  );
};
