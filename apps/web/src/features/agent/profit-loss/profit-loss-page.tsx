import { useTranslation } from '../../../lib/use-translation';
import { DateRangeFilter } from '../../shared-date-range/date-range-filter';
import { useMoney } from '../../shared-money/api/use-money';
import { ProfitLossReport } from '../../shared-records/profit-loss-report';
import { useRecordFilters } from '../../shared-records/use-record-filters';
import { useSubordinates, useTeamProfitLoss } from '../api/use-team-reports';
import styles from '../components/agent-reports.module.css';
import { UsernameFilter } from '../components/username-filter';
import { SubordinatesTable } from './subordinates-table';

/**
 * The agent's P/L statements: the team's (or one member's team's) profit and
 * loss over a range, and the direct downlines each with their own team's figures.
 */
const ProfitLossPage = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const filters = useRecordFilters<never>();
  const report = useTeamProfitLoss({ ...filters.range, username: filters.username });
  const subordinates = useSubordinates({
    ...filters.range,
    pageNo: filters.pageNo,
    username: filters.username,
  });

  return (
    <div className={styles.page}>
      <UsernameFilter value={filters.username} onChange={filters.setUsername} isBusy={report.isFetching} />
      <DateRangeFilter value={filters.range} onChange={filters.setRange} />
      <h4 className={styles.sectionTitle}>
        {filters.username
          ? t('agent.profit_loss.member', { username: filters.username })
          : t('agent.profit_loss.team')}
      </h4>
      <ProfitLossReport report={report} format={format} />
      {/* A refused username already shows its message above. */}
      {!(report.error && !report.data) && (
        <>
          <h4 className={styles.sectionTitle}>{t('agent.profit_loss.subordinates')}</h4>
          <SubordinatesTable query={subordinates} format={format} onPageChange={filters.setPageNo} />
        </>
      )}
    </div>
  );
};

export default ProfitLossPage;
