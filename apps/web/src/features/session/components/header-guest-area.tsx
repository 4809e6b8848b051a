import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { KeyIcon } from '../../../components/icons/icons';
import { INLINE_LOGIN_QUERY, useMediaQuery, WIDE_HEADER_QUERY } from '../../../lib/media-query';
import { paths } from '../../../lib/paths';
import { useFlag } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import { useAuthDialogs } from '../../shared-auth/auth-dialogs-context';
import styles from './header-guest-area.module.css';
import { HeaderLogin } from './header-login';

/**
 * Logged out: the login form (or a "Log in" button on narrow screens, whose
 * dialog has everything), forgot password, and the register button.
 */
export const HeaderGuestArea = () => {
  const { t } = useTranslation();
  const isWide = useMediaQuery(WIDE_HEADER_QUERY, true);
  const hasInlineLogin = useMediaQuery(INLINE_LOGIN_QUERY, true);
  const canRegister = useFlag('DIRECTREG3');
  const dialogs = useAuthDialogs();
  return (
    <div className={styles.area}>
      {hasInlineLogin ? (
        <>
          <HeaderLogin />
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            icon={<KeyIcon />}
            aria-label={t('auth.forgot_password')}
            title={t('auth.forgot_password')}
            onClick={() => dialogs.open({ kind: 'forgotPassword' })}
          />
        </>
      ) : (
        <LinkButton to={paths.login.path} variant="outline" size={isWide ? 'md' : 'sm'}>
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
