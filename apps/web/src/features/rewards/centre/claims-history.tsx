import { useState } from 'react';
import type { TClaim } from '@site/contracts/api';
import { CLAIM_STATUSES, type TClaimStatus } from '@site/contracts/domain';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import { useMoney } from '../../shared-money/api/use-money';
import { TypeFilter } from '../../shared-records/type-filter';
import { useClaims } from '../api/use-reward-queries';
import { CLAIM_STATUS, ClaimStatusBadge } from '../shared/claim-status-badge';
import styles from '../shared/rewards.module.css';

/** "My applications" (`rewards.claims`): every claim of the member, newest first, by status, a page at a time. */
export const ClaimsHistory = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const [status, setStatus] = useState<TClaimStatus | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const claims = useClaims(status, pageNo);

  const columns: TDataColumn<TClaim>[] = [
    { key: 'time', header: t('records.column.time'), render: (row) => formatMerchantDateTime(row.createdAt) },
    { key: 'title', header: t('rewards.centre.column_promotion'), render: (row) => row.title },
    {
      key: 'amount',
      header: t('records.column.amount'),
      align: 'money',
      render: (row) => (row.amount === null ? '—' : format(row.amount)),
    },
    {
      key: 'status',
      header: t('rewards.centre.column_status'),
      render: (row) => <ClaimStatusBadge status={row.status} />,
    },
    {
      key: 'remark',
      header: t('records.column.remark'),
      render: (row) => row.rejectReason ?? row.remarks ?? '—',
    },
  ];

  return (
    <div className={styles.section}>
      <TypeFilter
        label={t('rewards.centre.column_status')}
        types={CLAIM_STATUSES.filter((value) => value !== 'coming_soon')}
        labelKeyOf={(value) => CLAIM_STATUS[value].labelKey}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPageNo(1);
        }}
      />
      <DataTable
        label={t('rewards.centre.applications')}
        columns={columns}
        rows={claims.data?.rows}
        rowKey={(row) => row.claimId}
        isLoading={claims.isPending}
        error={claims.error}
        isRetrying={claims.isFetching}
        onRetry={() => void claims.refetch()}
        emptyText={t('rewards.centre.no_applications')}
        paging={claims.data}
        onPageChange={setPageNo}
      />
    </div>
  );
};
