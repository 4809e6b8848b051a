import type { TTeamBet } from '@site/contracts/api';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { pagedQueryTableProps } from '../../../components/data-table/query-table-props';
import { useTranslation } from '../../../lib/use-translation';
import { DateRangeFilter } from '../../shared-date-range/date-range-filter';
import { useMoney } from '../../shared-money/api/use-money';
import { CategoryFilter } from '../../shared-records/category-filter';
import type { TRecordCategory } from '../../shared-records/record-labels';
import { betSummaryCells, useBetColumns } from '../../shared-records/use-bet-columns';
import { useRecordFilters } from '../../shared-records/use-record-filters';
import { useTeamBets } from '../api/use-team-reports';
import styles from '../components/agent-reports.module.css';
import { useUsernameColumn } from '../components/use-username-column';
import { UsernameFilter } from '../components/username-filter';

/** Team betting history: the rounds of the whole team (or one member of it), by range and category, with totals. */
const TeamBetsPage = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const filters = useRecordFilters<TRecordCategory>();
  const bets = useTeamBets({
    ...filters.range,
    pageNo: filters.pageNo,
    gameType: filters.type,
    username: filters.username,
  });
  const columns: TDataColumn<TTeamBet>[] = [useUsernameColumn(), ...useBetColumns<TTeamBet>(format)];
  const summary = bets.data?.summary;

  return (
    <div className={styles.page}>
      <UsernameFilter value={filters.username} onChange={filters.setUsername} isBusy={bets.isFetching} />
      <DateRangeFilter value={filters.range} onChange={filters.setRange}>
        <CategoryFilter value={filters.type} onChange={filters.setType} />
      </DateRangeFilter>
      <DataTable
        label={t('agent.page.team_bets')}
        columns={columns}
        {...pagedQueryTableProps(bets)}
        rowKey={(bet) => bet.roundId}
        emptyText={t('agent.team_bets.empty')}
        onPageChange={filters.setPageNo}
        summary={summary && { label: t('records.total'), cells: betSummaryCells(summary, format) }}
      />
    </div>
  );
};

export default TeamBetsPage;
