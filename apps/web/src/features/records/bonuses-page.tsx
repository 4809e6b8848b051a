import type { TBonus } from '@site/contracts/api';
import { BONUS_TYPES, type TBonusType } from '@site/contracts/domain';
import { DataTable, type TDataColumn } from '../../components/data-table/data-table';
import { useTranslation } from '../../lib/use-translation';
import { DateRangeFilter } from '../shared-date-range/date-range-filter';
import { formatMerchantDateTime } from '../shared-date-range/merchant-days';
import { useMoney } from '../shared-money/api/use-money';
import { BONUS_TYPE_KEYS } from '../shared-records/record-labels';
import styles from '../shared-records/records.module.css';
import { TypeFilter } from '../shared-records/type-filter';
import { useRecordFilters } from '../shared-records/use-record-filters';
import { useBonuses } from './api/use-record-queries';

/** Bonus details: the bonuses credited in a date range, by type, with their total. */
export const BonusesPage = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const filters = useRecordFilters<TBonusType>();
  const bonuses = useBonuses({ ...filters.range, pageNo: filters.pageNo, type: filters.type });

  const columns: TDataColumn<TBonus>[] = [
    { key: 'time', header: t('records.column.time'), render: (row) => formatMerchantDateTime(row.createdAt) },
    { key: 'type', header: t('records.column.type'), render: (row) => t(BONUS_TYPE_KEYS[row.type]) },
    {
      key: 'amount',
      header: t('records.column.amount'),
      align: 'money',
      render: (row) => <span className={styles.positive}>{format(row.amount)}</span>,
    },
    {
      key: 'remark',
      header: t('records.column.remark'),
      render: (row) => row.remark ?? <span className={styles.muted}>—</span>,
    },
  ];
  const totalAmount = bonuses.data?.totalAmount;

  return (
    <div className={styles.page}>
      <DateRangeFilter value={filters.range} onChange={filters.setRange}>
        <TypeFilter
          label={t('records.column.type')}
          types={BONUS_TYPES}
          labelKeyOf={(type) => BONUS_TYPE_KEYS[type]}
          value={filters.type}
          onChange={filters.setType}
        />
      </DateRangeFilter>
      <DataTable
        label={t('member_centre.page.bonuses')}
        columns={columns}
        rows={bonuses.data?.rows}
        rowKey={(row) => row.bonusId}
        isLoading={bonuses.isPending}
        error={bonuses.error}
        isRetrying={bonuses.isFetching}
        onRetry={() => void bonuses.refetch()}
        emptyText={t('records.bonuses.empty')}
        paging={bonuses.data}
        onPageChange={filters.setPageNo}
        summary={
          totalAmount === undefined
            ? undefined
            : { label: t('records.total'), cells: { amount: format(totalAmount) } }
        }
      />
    </div>
  );
};
