import { LinkButton } from '../../../components/button/link-button';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useFlag } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import styles from './trial-account-bar.module.css';

/**
 * A trial session (free play) is labelled under the header's main bar, with
 * the way to a real account when registration is open. Nothing for others.
 */
export const TrialAccountBar = () => {
  const { t } = useTranslation();
  const { member } = useSession();
  const canRegister = useFlag('DIRECTREG3');
  if (!member?.isTrial) return null;
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <p className={styles.text}>
          <span className={styles.badge} data-testid="trial-badge">
            {t('member.trial_badge')}
          </span>
          <span className={styles.explanation}>{t('member.trial_explanation')}</span>
        </p>
        {canRegister && (
          <LinkButton to={paths.register.path} size="sm">
            {t('member.trial_register')}
          </LinkButton>
        )}
      </div>
    </div>
  );
};
