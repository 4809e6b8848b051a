import { useMemo } from 'react';
import type { TIncome } from '@site/contracts/api';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { DateRangeFilter } from '../../shared-date-range/date-range-filter';
import { useDateRangeParam } from '../../shared-date-range/use-date-range-param';
import { useMoney } from '../../shared-money/api/use-money';
import { useIncome } from '../api/use-team-reports';
import styles from '../components/agent-reports.module.css';
import { DayChart } from '../components/day-chart';
import { formatDay, type TDaySeries } from '../components/day-series';

type TIncomeType = 'dividend' | 'daily' | 'hourly' | 'realtime';

const INCOME_TYPES: readonly { type: TIncomeType; labelKey: TMessageKey; colorToken: string }[] = [
  { type: 'dividend', labelKey: tk('agent.income.dividend'), colorToken: '--color-gold' },
  { type: 'daily', labelKey: tk('agent.income.daily'), colorToken: '--color-teal' },
  { type: 'hourly', labelKey: tk('agent.income.hourly'), colorToken: '--color-success' },
  { type: 'realtime', labelKey: tk('agent.income.realtime'), colorToken: '--color-danger' },
];

/** The revenue report: the agent's salaries and dividends of a range against the range before it, and per day. */
const RevenuePage = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const [range, setRange] = useDateRangeParam();
  const income = useIncome(range);
  const data = income.data;

  const columns: TDataColumn<(typeof INCOME_TYPES)[number]>[] = [
    { key: 'type', header: t('agent.column.contract_type'), render: (row) => t(row.labelKey) },
    {
      key: 'current',
      header: t('agent.column.current'),
      align: 'money',
      render: (row) => (data ? format(data.current[row.type]) : null),
    },
    {
      key: 'previous',
      header: t('agent.column.previous'),
      align: 'money',
      render: (row) => (data ? format(data.previous[row.type]) : null),
    },
  ];

  return (
    <div className={styles.page}>
      <DateRangeFilter value={range} onChange={setRange} />
      {income.error && !data ? (
        <QueryErrorMessage
          title={t('agent.revenue.load_failed')}
          error={income.error}
          isRetrying={income.isFetching}
          onRetry={() => void income.refetch()}
        />
      ) : (
        <>
          <h4 className={styles.sectionTitle}>{t('agent.revenue.totals')}</h4>
          {data && (
            <p className={styles.note}>
              {t('agent.revenue.previous_range', {
                start: formatDay(data.previous.startDate),
                end: formatDay(data.previous.endDate),
              })}
            </p>
          )}
          <DataTable
            label={t('agent.revenue.totals')}
            columns={columns}
            rows={data ? INCOME_TYPES : undefined}
            rowKey={(row) => row.type}
            isLoading={income.isPending}
            skeletonRows={4}
            summary={
              data && {
                label: t('agent.income.total'),
                cells: { current: format(data.current.total), previous: format(data.previous.total) },
              }
            }
          />
          {data && <IncomeDaysChart days={data.days} format={format} />}
        </>
      )}
    </div>
  );
};

type TIncomeDaysChartProps = { days: TIncome['days']; format: (minor: number) => string };

/** The income of each day of the range, a line per contract type. */
const IncomeDaysChart = ({ days, format }: TIncomeDaysChartProps) => {
  const { t } = useTranslation();
  const dates = useMemo(() => days.map((day) => day.date), [days]);
  const series = useMemo<TDaySeries[]>(
    () =>
      INCOME_TYPES.map(({ type, labelKey, colorToken }) => ({
        key: type,
        label: t(labelKey),
        colorToken,
        values: days.map((day) => day[type]),
      })),
    [days, t],
  );
  return <DayChart title={t('agent.revenue.chart_title')} days={dates} series={series} format={format} />;
};

export default RevenuePage;
