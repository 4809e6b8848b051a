import { DataTable } from '../../components/data-table/data-table';
import { pagedQueryTableProps } from '../../components/data-table/query-table-props';
import { useTranslation } from '../../lib/use-translation';
import { DateRangeFilter } from '../shared-date-range/date-range-filter';
import { useMoney } from '../shared-money/api/use-money';
import { CategoryFilter } from '../shared-records/category-filter';
import type { TRecordCategory } from '../shared-records/record-labels';
import styles from '../shared-records/records.module.css';
import { betSummaryCells, useBetColumns } from '../shared-records/use-bet-columns';
import { useRecordFilters } from '../shared-records/use-record-filters';
import { useBets } from './api/use-record-queries';

/** Personal betting history: the member's rounds of a date range and category, with totals over the range. */
export const BetsPage = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const filters = useRecordFilters<TRecordCategory>();
  const bets = useBets({ ...filters.range, pageNo: filters.pageNo, gameType: filters.type });
  const columns = useBetColumns(format);
  const summary = bets.data?.summary;

  return (
    <div className={styles.page}>
      <DateRangeFilter value={filters.range} onChange={filters.setRange}>
        <CategoryFilter value={filters.type} onChange={filters.setType} />
      </DateRangeFilter>
      <DataTable
        label={t('member_centre.page.bets')}
        columns={columns}
        {...pagedQueryTableProps(bets)}
        rowKey={(bet) => bet.roundId}
        emptyText={t('records.bets.empty')}
        onPageChange={filters.setPageNo}
        summary={summary && { label: t('records.total'), cells: betSummaryCells(summary, format) }}
      />
    </div>
  );
};
