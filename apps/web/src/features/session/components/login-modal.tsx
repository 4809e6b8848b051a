import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styles from '../../../components/form/auth-form.module.css';
import { Modal } from '../../../components/modal/modal';
import { Tabs, type TTab } from '../../../components/tabs/tabs';
import { paths } from '../../../lib/paths';
import { useFlag, useSiteStatus } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import { useAuthDialogs } from '../../shared-auth/auth-dialogs-context';
import { AuthBanners } from '../../shared-auth/banners/auth-banners';
import { type TLoginMethod, useLoginMethods } from '../login/login-methods';
import { hasRememberedUsername } from '../remembered-username';
import { SocialLoginLinks } from '../social/social-login-links';
import { FreePlayButton } from './free-play-button';
import { LoginForm } from './login-form';
import { SmsLoginForm } from './sms-login-form';

type TLoginModalProps = { open: boolean; onClose: () => void };

/**
 * The login dialog (route /login): the w_login banners, one tab per login
 * method whose whitelabel flag is on (no tab bar with one), then the other
 * ways in: Google and Facebook, free play, and the register link.
 */
export const LoginModal = ({ open, onClose }: TLoginModalProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogs = useAuthDialogs();
  const methods = useLoginMethods();
  const { socialLogins } = useSiteStatus();
  const hasFreePlay = useFlag('FREEPLAY3');
  const canRegister = useFlag('DIRECTREG3');
  const [chosenMethod, setMethod] = useState<TLoginMethod>(methods[0] ?? 'username');
  const method = methods.includes(chosenMethod) ? chosenMethod : (methods[0] ?? 'username');
  const [remember, setRemember] = useState(hasRememberedUsername);

  const tabs: TTab<TLoginMethod>[] = methods.map((id) => ({
    id,
    label: id === 'sms' ? t('auth.tab_sms') : t('auth.tab_username'),
  }));

  const openForgotPassword = () => {
    navigate(paths.home.path);
    dialogs.open({ kind: 'forgotPassword' });
  };

  return (
    <Modal open={open} onClose={onClose} title={t('auth.login_title')} size="sm">
      <AuthBanners group="w_login" />
      <Tabs tabs={tabs} value={method} onChange={setMethod} label={t('auth.login_methods')}>
        {method === 'sms' ? (
          <SmsLoginForm />
        ) : (
          <LoginForm
            remember={remember}
            onRememberChange={setRemember}
            onForgotPassword={openForgotPassword}
          />
        )}
      </Tabs>
      {(socialLogins.length > 0 || hasFreePlay) && (
        <div className={styles.alternatives}>
          <p className={styles.divider}>
            <span>{t('auth.or')}</span>
          </p>
          <SocialLoginLinks remember={remember} />
          <FreePlayButton />
        </div>
      )}
      {canRegister && (
        <p className={styles.switch}>
          {t('auth.no_account')}
          <Link className={styles.switchLink} to={paths.register.path}>
            {t('auth.go_register')}
          </Link>
        </p>
      )}
    </Modal>
  );
};
