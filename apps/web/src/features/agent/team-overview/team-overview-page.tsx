import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { DateRangeFilter } from '../../shared-date-range/date-range-filter';
import { useDateRangeParam } from '../../shared-date-range/use-date-range-param';
import { useMoney } from '../../shared-money/api/use-money';
import { useTeamOverview } from '../api/use-team-reports';
import styles from '../components/agent-reports.module.css';
import { TeamDaysChart } from './team-days-chart';
import { TeamFigures } from './team-figures';

/** The team overview (the agent centre's first page): members and money of a range as cards, and the days as a chart. */
const TeamOverviewPage = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const [range, setRange] = useDateRangeParam();
  const overview = useTeamOverview(range, { keepPrevious: true });

  return (
    <div className={styles.page}>
      <DateRangeFilter value={range} onChange={setRange} />
      {overview.error && !overview.data ? (
        <QueryErrorMessage
          title={t('agent.overview.load_failed')}
          error={overview.error}
          isRetrying={overview.isFetching}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          <TeamFigures overview={overview.data} isLoading={overview.isPending} format={format} />
          {overview.data && <TeamDaysChart days={overview.data.days} format={format} />}
        </>
      )}
    </div>
  );
};

export default TeamOverviewPage;
