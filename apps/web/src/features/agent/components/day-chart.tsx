import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/button/button';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { useTranslation } from '../../../lib/use-translation';
import styles from './agent-reports.module.css';
import { formatDay, type TDaySeries } from './day-series';

/* uPlot and its canvas code load only when a chart is first drawn, never on the first load. */
const DayPlot = lazy(() => import('./day-plot'));

type TDayChartProps = {
  title: string;
  /** Merchant days (yyyy-MM-dd), oldest first. */
  days: readonly string[];
  /** One line per series, a value (minor units) per day. */
  series: readonly TDaySeries[];
  format: (minor: number) => string;
};

/**
 * A report's figures per day as a chart, or, one click away, as a table of
 * the same numbers (for screen readers and exact figures). The chart names
 * itself and says what it shows.
 */
export const DayChart = ({ title, days, series, format }: TDayChartProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const [isTable, setIsTable] = useState(false);

  const columns: TDataColumn<number>[] = [
    { key: 'date', header: t('agent.column.date'), render: (index) => formatDay(days[index] ?? '') },
    ...series.map((line): TDataColumn<number> => ({
      key: line.key,
      header: line.label,
      align: 'money',
      render: (index) => format(line.values[index] ?? 0),
    })),
  ];
  const first = days[0];
  const last = days.at(-1);

  return (
    <section className={styles.chart} aria-labelledby={titleId}>
      <div className={styles.chartHeader}>
        <h4 id={titleId} className={styles.sectionTitle}>
          {title}
        </h4>
        <Button variant="outline" size="sm" aria-pressed={isTable} onClick={() => setIsTable(!isTable)}>
          {t('agent.chart.show_table')}
        </Button>
      </div>
      {days.length === 0 || first === undefined || last === undefined ? (
        <p className={styles.note}>{t('agent.chart.no_days')}</p>
      ) : isTable ? (
        <DataTable
          label={t('agent.chart.table', { title })}
          columns={columns}
          rows={days.map((_, index) => index)}
          rowKey={(index) => days[index] ?? String(index)}
          isLoading={false}
        />
      ) : (
        <figure className={styles.chartFigure}>
          <Suspense fallback={<Skeleton className={styles.chartCanvas} />}>
            <DayPlot label={title} descriptionId={descriptionId} days={days} series={series} />
          </Suspense>
          <figcaption id={descriptionId} className={styles.note}>
            {t('agent.chart.description', {
              title,
              count: days.length,
              start: formatDay(first),
              end: formatDay(last),
            })}
          </figcaption>
        </figure>
      )}
    </section>
  );
};
