import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form/submit-button';
import styles from './header-login-form.module.css';

type THeaderLoginSubmitProps = {
  isSubmitting: boolean;
  /** The i18n key of the message shown after the button, null for none. */
  messageKey: string | null | undefined;
};

/** The "Log in" button of a one-line header login form and its single message. */
export const HeaderLoginSubmit = ({ isSubmitting, messageKey }: THeaderLoginSubmitProps) => {
  const { t } = useTranslation();
  return (
    <>
      <SubmitButton isBusy={isSubmitting}>{t('auth.login')}</SubmitButton>
      {messageKey && (
        <p className={styles.error} role="alert">
          {t(messageKey)}
        </p>
      )}
    </>
  );
};
