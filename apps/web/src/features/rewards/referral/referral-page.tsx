import { lazy, Suspense } from 'react';
import type { TReferral } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { LinkIcon } from '../../../components/icons/icons';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useToast } from '../../../components/toast/toast-context';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import { useMoney } from '../../shared-money/api/use-money';
import { useReferral } from '../api/use-reward-queries';
import shared from '../shared/rewards.module.css';
import styles from './referral.module.css';

/* The QR code's encoder loads with the page's data, not with the first load. */
const QrCode = lazy(() =>
  import('../../../components/qr-code/qr-code').then((module) => ({ default: module.QrCode })),
);

const QR_SIZE = 144;

type TInvitation = TReferral['invitations'][number];

/** One referral link: the address, a copy button and its QR code. */
const ReferralLink = ({ url }: { url: string }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast.show(t('cashier.copy_success'), 'success'),
      () => toast.show(t('cashier.copy_failed'), 'error'),
    );
  return (
    <li className={styles.link}>
      <p className={styles.url}>{url}</p>
      <Suspense fallback={null}>
        <QrCode value={url} label={t('rewards.referral.qr', { url })} size={QR_SIZE} />
      </Suspense>
      <Button variant="outline" size="sm" icon={<LinkIcon />} onClick={() => void copy()}>
        {t('rewards.referral.copy')}
      </Button>
    </li>
  );
};

/** Invite friends (`rewards.referral`): the code, its links, who registered with it, and the rule. */
export const ReferralPage = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  // Invitations come from friends' registrations, which send no event: read again whenever the page opens or regains focus.
  const referral = useReferral();

  if (referral.isPending) return <Skeleton className={shared.skeletonRow} />;
  if (referral.isError) {
    return (
      <QueryErrorMessage
        title={t('rewards.referral.load_failed')}
        error={referral.error}
        isRetrying={referral.isFetching}
        onRetry={() => void referral.refetch()}
      />
    );
  }
  const data = referral.data;
  if (!data.enabled) {
    return (
      <StatusMessage
        tone="empty"
        icon={<LinkIcon />}
        title={t('rewards.referral.disabled')}
        description={t('rewards.referral.disabled_text')}
      />
    );
  }
  const columns: TDataColumn<TInvitation>[] = [
    { key: 'username', header: t('rewards.referral.column_member'), render: (row) => row.username },
    {
      key: 'time',
      header: t('rewards.referral.column_registered'),
      render: (row) => formatMerchantDateTime(row.registeredAt),
    },
    {
      key: 'qualified',
      header: t('rewards.referral.column_qualified'),
      render: (row) => (
        <span className={`${shared.badge} ${row.qualified ? shared.good : shared.waiting}`}>
          {t(row.qualified ? 'rewards.referral.qualified' : 'rewards.referral.not_qualified')}
        </span>
      ),
    },
  ];

  return (
    <div className={shared.page}>
      <section className={shared.section} aria-labelledby="referral-code-title">
        <h3 id="referral-code-title" className={shared.sectionTitle}>
          {t('rewards.referral.code')}
        </h3>
        <p className={styles.code}>{data.referralCode}</p>
        {data.rewardAmount !== null && (
          <p className={shared.note}>
            {t('rewards.referral.rule', {
              amount: format(data.rewardAmount),
              deposit: format(data.minDepositAmount ?? 0),
            })}
          </p>
        )}
        <ul className={styles.links} aria-label={t('rewards.referral.links')}>
          {data.links.map((url) => (
            <ReferralLink key={url} url={url} />
          ))}
        </ul>
      </section>
      <section className={shared.section} aria-labelledby="referral-invitations-title">
        <h3 id="referral-invitations-title" className={shared.sectionTitle}>
          {t('rewards.referral.invitations', {
            total: data.totalInvitations,
            qualified: data.qualifiedInvitations,
          })}
        </h3>
        <DataTable
          label={t('rewards.referral.invitation_list')}
          columns={columns}
          rows={data.invitations}
          rowKey={(row) => `${row.username}-${row.registeredAt}`}
          isLoading={false}
          emptyText={t('rewards.referral.no_invitations')}
        />
      </section>
    </div>
  );
};
