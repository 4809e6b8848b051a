import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DateRangeFilter } from '../../components/date-range/date-range-filter';
import { useDateRangeParam } from '../../components/date-range/use-date-range-param';
import { ProfitLossReport } from '../../components/records/profit-loss-report';
import styles from '../../components/records/records.module.css';
import { useMoney } from '../../lib/money/use-money';
import { useTRPC } from '../../lib/trpc';

/** Personal profit/loss of a date range: the result and cashier totals as cards, then the result per category. */
export const ProfitLossPage = () => {
  const trpc = useTRPC();
  const { format } = useMoney();
  const [range, setRange] = useDateRangeParam();
  const report = useQuery({
    ...trpc.records.profitLoss.queryOptions(range),
    placeholderData: keepPreviousData,
  });

  return (
    <div className={styles.page}>
      <DateRangeFilter value={range} onChange={setRange} />
      <ProfitLossReport report={report} format={format} />
    </div>
  );
};
