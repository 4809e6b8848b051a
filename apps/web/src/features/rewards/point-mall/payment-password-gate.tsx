import type { ReactNode } from 'react';
import { Button } from '../../../components/button/button';
import { KeyIcon } from '../../../components/icons/shell-icons';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useTranslation } from '../../../lib/use-translation';
import { useMemberCentre } from '../../shared-member-centre/member-centre-context';
import { useWithdrawSettings } from '../api/use-reward-queries';
import styles from './point-mall.module.css';

/**
 * Points move behind the payment password, as withdrawals do: without one the
 * member is sent to set it on the withdraw page (its first step) instead of
 * seeing a form that could only fail.
 */
export const PaymentPasswordGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const centre = useMemberCentre();
  const settings = useWithdrawSettings();

  if (settings.isPending) return <Skeleton className={styles.formSkeleton} />;
  if (settings.isError)
    return (
      <QueryErrorMessage
        title={t('rewards.point_mall.settings_failed')}
        error={settings.error}
        isRetrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
      />
    );
  if (!settings.data.hasPaymentPassword)
    return (
      <StatusMessage
        tone="empty"
        icon={<KeyIcon />}
        title={t('rewards.point_mall.no_password_title')}
        description={t('rewards.point_mall.no_password_text')}
        action={
          <Button variant="primary" onClick={() => centre.open('withdraw')}>
            {t('rewards.point_mall.set_password')}
          </Button>
        }
      />
    );
  return children;
};
