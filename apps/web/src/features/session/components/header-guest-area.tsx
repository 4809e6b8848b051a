import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { KeyIcon } from '../../../components/icons/shell-icons';
import { MediaSwitch } from '../../../components/media-switch/media-switch';
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
  const canRegister = useFlag('DIRECTREG3');
  const dialogs = useAuthDialogs();
  return (
    <div className={styles.area}>
      <MediaSwitch
        media="inlineLogin"
        matched={
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
        }
        otherwise={
          <MediaSwitch
            media="wideHeader"
            matched={
              <LinkButton to={paths.login.path} variant="outline">
                {t('auth.login')}
              </LinkButton>
            }
            otherwise={
              <LinkButton to={paths.login.path} variant="outline" size="sm">
                {t('auth.login')}
              </LinkButton>
            }
          />
        }
      />
      {canRegister && (
        <MediaSwitch
          media="wideHeader"
          matched={
            <LinkButton to={paths.register.path} variant="secondary">
              {t('auth.register')}
            </LinkButton>
          }
          otherwise={
            <LinkButton to={paths.register.path} variant="primary" size="sm">
              {t('auth.register')}
            </LinkButton>
          }
        />
      )}
    </div>
  );
};
