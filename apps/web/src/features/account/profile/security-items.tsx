import { type ReactNode, useState } from 'react';
import type { TSecurityConfigOutput } from '@site/contracts/api';
import type { TSecondFactorMethod } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { CheckIcon, InfoIcon } from '../../../components/icons/icons';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { useSecurityItems } from '../api/use-profile-queries';
import styles from './profile.module.css';
import { VerifyMobileDialog } from './verify-mobile-dialog';

const SECOND_FACTOR_LABELS: Readonly<Record<TSecondFactorMethod, TMessageKey>> = {
  PHONE: tk('profile.second_factor.PHONE'),
  EMAIL: tk('profile.second_factor.EMAIL'),
  PAYEE: tk('profile.second_factor.PAYEE'),
  AUTHENTICATOR: tk('profile.second_factor.AUTHENTICATOR'),
};

/** Which security items the member has set (`v2/member/securityConfig`), and the way to verify the mobile number. */
export const SecurityItems = () => {
  const { t } = useTranslation();
  const security = useSecurityItems();

  return (
    <section className={styles.section} aria-labelledby="security-items-title">
      <h4 id="security-items-title" className={styles.title}>
        {t('profile.security_title')}
      </h4>
      {security.isError ? (
        <QueryErrorMessage
          title={t('profile.security_load_failed')}
          error={security.error}
          isRetrying={security.isFetching}
          onRetry={() => void security.refetch()}
        />
      ) : security.data ? (
        <SecurityList security={security.data} />
      ) : (
        <Skeleton className={styles.skeleton} />
      )}
    </section>
  );
};

const SecurityList = ({ security }: { security: TSecurityConfigOutput }) => {
  const { t } = useTranslation();
  const [isVerifyOpen, setIsVerifyOpen] = useState(false);
  const secondFactorKey = security.secondFactor ? SECOND_FACTOR_LABELS[security.secondFactor] : null;

  return (
    <>
      <ul className={styles.securityList}>
        <SecurityItem
          label={t('profile.security_mobile')}
          isSet={security.isMobileVerified}
          status={
            security.mobile
              ? `${security.mobile} · ${t(security.isMobileVerified ? 'profile.verified' : 'profile.unverified')}`
              : t('profile.not_set')
          }
          action={
            <Button variant="outline" size="sm" onClick={() => setIsVerifyOpen(true)}>
              {t(security.isMobileVerified ? 'profile.mobile_change' : 'profile.mobile_verify')}
            </Button>
          }
        />
        <SecurityItem
          label={t('profile.security_payment_password')}
          isSet={security.hasPaymentPassword}
          status={t(security.hasPaymentPassword ? 'profile.set' : 'profile.not_set')}
        />
        <SecurityItem
          label={t('profile.security_email')}
          isSet={security.email !== null}
          status={security.email ?? t('profile.not_set')}
        />
        <SecurityItem
          label={t('profile.security_bank_card')}
          isSet={security.hasBankCard}
          status={t(security.hasBankCard ? 'profile.set' : 'profile.not_set')}
        />
        <SecurityItem
          label={t('profile.security_second_factor')}
          isSet={secondFactorKey !== null}
          status={secondFactorKey ? t(secondFactorKey) : t('profile.not_set')}
        />
      </ul>
      <VerifyMobileDialog open={isVerifyOpen} onClose={() => setIsVerifyOpen(false)} />
    </>
  );
};

type TSecurityItemProps = { label: string; isSet: boolean; status: string; action?: ReactNode };

const SecurityItem = ({ label, isSet, status, action }: TSecurityItemProps) => (
  <li className={styles.securityItem}>
    {isSet ? <CheckIcon className={styles.setIcon} /> : <InfoIcon className={styles.unsetIcon} />}
    <div className={styles.securityText}>
      <p className={styles.securityLabel}>{label}</p>
      <p className={styles.securityStatus}>{status}</p>
    </div>
    {action}
  </li>
);
