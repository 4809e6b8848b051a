import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TBet } from '@site/contracts/api';
import { DataTable, type TDataColumn } from '../../components/data-table/data-table';
import { DateRangeFilter } from '../../components/date-range/date-range-filter';
import { formatMerchantDateTime } from '../../components/date-range/merchant-days';
import {
  BET_STATUS_KEYS,
  RECORD_CATEGORIES,
  RECORD_CATEGORY_KEYS,
  type TRecordCategory,
} from '../../components/records/record-labels';
import styles from '../../components/records/records.module.css';
import { SignedAmount } from '../../components/records/signed-amount';
import { TypeFilter } from '../../components/records/type-filter';
import { useCategoryName } from '../../components/records/use-category-name';
import { useRecordFilters } from '../../components/records/use-record-filters';
import { useMoney } from '../../lib/money/use-money';
import { useTRPC } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';

/** Personal betting history: the member's rounds of a date range and category, with totals over the range. */
export const BetsPage = () => {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { format } = useMoney();
  const filters = useRecordFilters<TRecordCategory>();
  const bets = useQuery({
    ...trpc.records.bets.queryOptions({ ...filters.range, pageNo: filters.pageNo, gameType: filters.type }),
    placeholderData: keepPreviousData,
  });

  const categoryName = useCategoryName();
  const columns: TDataColumn<TBet>[] = [
    { key: 'time', header: t('records.column.time'), render: (bet) => formatMerchantDateTime(bet.createdAt) },
    { key: 'game', header: t('records.column.game'), render: (bet) => bet.gameName },
    { key: 'vendor', header: t('records.column.vendor'), render: (bet) => bet.vassalage },
    { key: 'category', header: t('records.column.category'), render: (bet) => categoryName(bet.gameType) },
    { key: 'bet', header: t('records.column.bet'), align: 'money', render: (bet) => format(bet.betAmount) },
    { key: 'win', header: t('records.column.win'), align: 'money', render: (bet) => format(bet.winAmount) },
    {
      key: 'net',
      header: t('records.column.net'),
      align: 'money',
      render: (bet) => <SignedAmount minor={bet.netAmount} format={format} />,
    },
    {
      key: 'status',
      header: t('records.column.status'),
      render: (bet) => (
        <span
          className={[styles.badge, bet.status === 'settled' ? styles.badgeGood : styles.badgeWaiting].join(
            ' ',
          )}
        >
          {t(BET_STATUS_KEYS[bet.status])}
        </span>
      ),
    },
  ];
  const summary = bets.data?.summary;

  return (
    <div className={styles.page}>
      <DateRangeFilter value={filters.range} onChange={filters.setRange}>
        <TypeFilter
          label={t('records.column.category')}
          types={RECORD_CATEGORIES}
          labelKeyOf={(category) => RECORD_CATEGORY_KEYS[category]}
          value={filters.type}
          onChange={filters.setType}
        />
      </DateRangeFilter>
      <DataTable
        label={t('member_centre.page.bets')}
        columns={columns}
        rows={bets.data?.rows}
        rowKey={(bet) => bet.roundId}
        isLoading={bets.isPending}
        error={bets.error}
        isRetrying={bets.isFetching}
        onRetry={() => void bets.refetch()}
        emptyText={t('records.bets.empty')}
        paging={bets.data}
        onPageChange={filters.setPageNo}
        summary={
          summary && {
            label: t('records.total'),
            cells: {
              bet: format(summary.betAmount),
              win: format(summary.winAmount),
              net: <SignedAmount minor={summary.netAmount} format={format} />,
            },
          }
        }
      />
    </div>
  );
};
