import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button';
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
      <Button type="submit" loading={isSubmitting}>
        {t('auth.login')}
      </Button>
      {messageKey && (
        <p className={styles.error} role="alert">
          {t(messageKey)}
        </p>
      )}
    </>
  );
};
