import { useState } from 'react';
import type { TRedemption } from '@site/contracts/api';
import { REDEMPTION_STATUSES, type TRedemptionStatus } from '@site/contracts/domain';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { formatCount } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import records from '../../shared-records/records.module.css';
import { TypeFilter } from '../../shared-records/type-filter';
import { useRedemptions } from '../api/use-reward-queries';
import styles from './point-mall.module.css';
import { POINT_REWARD_TYPE_KEYS, REDEMPTION_STATUS_KEYS } from './point-mall-labels';

const STATUS_CLASS: Readonly<Record<TRedemptionStatus, string | undefined>> = {
  processing: records.badgeWaiting,
  approved: records.badgeGood,
  rejected: undefined,
};

/** The member's redemptions, newest first, by status, a page at a time. */
export const RedemptionHistory = () => {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TRedemptionStatus | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const redemptions = useRedemptions(status, pageNo);

  const columns: TDataColumn<TRedemption>[] = [
    {
      key: 'time',
      header: t('records.column.time'),
      render: (row) => formatMerchantDateTime(row.createdAt),
    },
    {
      key: 'reward',
      header: t('rewards.point_mall.column.reward'),
      render: (row) => `${row.name} × ${row.quantity}`,
    },
    {
      key: 'type',
      header: t('rewards.point_mall.column.type'),
      render: (row) => t(POINT_REWARD_TYPE_KEYS[row.type]),
    },
    {
      key: 'points',
      header: t('rewards.point_mall.column.points'),
      align: 'end',
      render: (row) => formatCount(row.points),
    },
    {
      key: 'status',
      header: t('rewards.point_mall.column.status'),
      render: (row) => (
        <span className={[records.badge, STATUS_CLASS[row.status]].filter(Boolean).join(' ')}>
          {t(REDEMPTION_STATUS_KEYS[row.status])}
        </span>
      ),
    },
    {
      key: 'remark',
      header: t('records.column.remark'),
      render: (row) => row.remark ?? <span className={records.muted}>—</span>,
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="point-mall-history-title">
      <h4 id="point-mall-history-title" className={records.sectionTitle}>
        {t('rewards.point_mall.history')}
      </h4>
      <div className={styles.filter}>
        <TypeFilter
          label={t('rewards.point_mall.column.status')}
          types={REDEMPTION_STATUSES}
          labelKeyOf={(value) => REDEMPTION_STATUS_KEYS[value]}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPageNo(1);
          }}
        />
      </div>
      <DataTable
        label={t('rewards.point_mall.history')}
        columns={columns}
        rows={redemptions.data?.rows}
        rowKey={(row) => row.redemptionId}
        isLoading={redemptions.isPending}
        error={redemptions.error}
        isRetrying={redemptions.isFetching}
        onRetry={() => void redemptions.refetch()}
        emptyText={t('rewards.point_mall.history_empty')}
        paging={redemptions.data}
        onPageChange={setPageNo}
      />
    </section>
  );
};
