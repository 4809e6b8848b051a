import { useMemo } from 'react';
import type { TTeamDay } from '@site/contracts/api';
import { useTranslation } from '../../../lib/use-translation';
import { DayChart } from '../components/day-chart';
import type { TDaySeries } from '../components/day-series';

type TTeamDaysChartProps = { days: readonly TTeamDay[]; format: (minor: number) => string };

/** The team's valid bets and profit/loss per day of the range. */
export const TeamDaysChart = ({ days, format }: TTeamDaysChartProps) => {
  const { t } = useTranslation();
  const dates = useMemo(() => days.map((day) => day.date), [days]);
  const series = useMemo<TDaySeries[]>(
    () => [
      {
        key: 'valid',
        label: t('agent.overview.valid_bets'),
        colorToken: '--color-gold',
        values: days.map((day) => day.validBetAmount),
      },
      {
        key: 'result',
        label: t('agent.overview.profit_loss'),
        colorToken: '--color-teal',
        values: days.map((day) => day.profitLoss),
      },
    ],
    [days, t],
  );
  return <DayChart title={t('agent.overview.chart_title')} days={dates} series={series} format={format} />;
};
