import type { ReactNode } from 'react';
import { Button } from '../../../components/button/button';
import { KeyIcon } from '../../../components/icons/shell-icons';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useAuthDialogs } from '../../shared-auth/auth-dialogs-context';
import { memberTypeLabelKey } from '../../shared-auth/member-type';
import { AvatarCard } from '../profile/avatar-card';
import { ProfileForm } from '../profile/profile-form';
import { SecurityItems } from '../profile/security-items';
import styles from './my-account-panel.module.css';

/**
 * My account, the security centre's content (docs/product.md §2): who is signed
 * in with their avatar, the VIP rank (supplied by the app from the rewards
 * feature), the profile fields the merchant enables, the security items and
 * the way to change the password. The app shows it as the member centre's
 * security page.
 */
export const MyAccountPanel = ({ vip }: { vip?: ReactNode }) => {
  const { t } = useTranslation();
  const { member } = useSession();
  const dialogs = useAuthDialogs();

  if (!member) return <p className={styles.securityText}>{t('error.not_logged_in')}</p>;
  const typeLabel = t(memberTypeLabelKey(member.type), { type: member.type });

  return (
    <div className={styles.body}>
      <div className={styles.identity}>
        <AvatarCard />
        <div>
          <p className={styles.name} data-testid="my-account-account">
            {member.account}
          </p>
          <p className={styles.type}>{typeLabel}</p>
        </div>
      </div>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>{t('member.account')}</dt>
          <dd>{member.account}</dd>
        </div>
        <div className={styles.detail}>
          <dt>{t('member.nickname')}</dt>
          <dd>{member.nickname ?? t('member.no_nickname')}</dd>
        </div>
        <div className={styles.detail}>
          <dt>{t('member.member_type')}</dt>
          <dd>{typeLabel}</dd>
        </div>
      </dl>
      {vip}
      <ProfileForm />
      <SecurityItems />
      <section className={styles.security} aria-labelledby="my-account-security">
        <div>
          <h4 id="my-account-security" className={styles.securityTitle}>
            {t('member.login_password')}
          </h4>
          <p className={styles.securityText}>{t('member.login_password_text')}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          icon={<KeyIcon />}
          onClick={() =>
            dialogs.open({
              kind: 'changePassword',
              knownPassword: null,
              isForced: false,
              destination: paths.home.path,
            })
          }
        >
          {t('change_password')}
        </Button>
      </section>
    </div>
  );
};
