import { Button } from '../../../components/button/button';
import { UserIcon } from '../../../components/icons/icons';
import { KeyIcon } from '../../../components/icons/shell-icons';
import { Loader } from '../../../components/loader/loader';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useTranslation } from '../../../lib/use-translation';
import { useMemberCentre } from '../../shared-member-centre/member-centre-context';
import { useUpline, useWithdrawSettings } from '../api/use-wallet-queries';
import cashierStyles from '../cashier/shared/cashier.module.css';
import { UplineForm } from './upline-form';

/**
 * Transfer to upline: money from the main wallet to the agent the member
 * registered under, behind the payment password (set on the withdraw page).
 */
export const UplinePage = () => {
  const { t } = useTranslation();
  const centre = useMemberCentre();
  const upline = useUpline();
  const settings = useWithdrawSettings();

  if (upline.isPending || settings.isPending) return <Loader label={t('common.loading')} />;
  if (upline.isError || settings.isError) {
    const failed = upline.isError ? upline : settings;
    return (
      <QueryErrorMessage
        title={t('member_centre.upline.load_failed')}
        error={failed.error}
        isRetrying={failed.isFetching}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!upline.data.hasUpline || !upline.data.uplineAccount) {
    return (
      <StatusMessage
        tone="empty"
        icon={<UserIcon />}
        title={t('member_centre.upline.none_title')}
        description={t('member_centre.upline.none_text')}
      />
    );
  }

  return (
    <div className={cashierStyles.page}>
      <section className={cashierStyles.panel} aria-label={t('member_centre.upline.recipient')}>
        <p className={cashierStyles.panelText}>{t('member_centre.upline.recipient')}</p>
        <p className={cashierStyles.panelTitle} data-testid="upline-account">
          {upline.data.uplineAccount}
        </p>
        <p className={cashierStyles.panelText}>{t('member_centre.upline.intro')}</p>
      </section>
      {settings.data.hasPaymentPassword ? (
        <UplineForm uplineAccount={upline.data.uplineAccount} />
      ) : (
        <StatusMessage
          tone="empty"
          icon={<KeyIcon />}
          title={t('member_centre.upline.no_password_title')}
          description={t('member_centre.upline.no_password_text')}
          action={
            <Button variant="primary" onClick={() => centre.open('withdraw')}>
              {t('member_centre.upline.set_password')}
            </Button>
          }
        />
      )}
    </div>
  );
};
