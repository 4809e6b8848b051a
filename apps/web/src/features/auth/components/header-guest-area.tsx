import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/button/link-button';
import { useMediaQuery, WIDE_HEADER_QUERY } from '../../../lib/media-query';
import { paths } from '../../../lib/paths';
import { useFlag } from '../../../lib/site-status';
import { HeaderLoginForm } from './header-login-form';
import styles from './header-guest-area.module.css';

/** Logged out: the login form (or a "Log in" button on narrow screens) and the register button. */
export const HeaderGuestArea = () => {
  const { t } = useTranslation();
  const isWide = useMediaQuery(WIDE_HEADER_QUERY, true);
  const canRegister = useFlag('DIRECTREG3');
  return (
    <div className={styles.area}>
      {isWide ? (
        <HeaderLoginForm />
      ) : (
        <LinkButton to={paths.login.path} variant="outline" size="sm">
          {t('auth.login')}
        </LinkButton>
      )}
      {canRegister && (
        <LinkButton
          to={paths.register.path}
          variant={isWide ? 'secondary' : 'primary'}
          size={isWide ? 'md' : 'sm'}
        >
          {t('auth.register')}
        </LinkButton>
      )}
    </div>
  );
};
