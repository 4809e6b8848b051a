import { DateRangeFilter } from '../shared-date-range/date-range-filter';
import { useDateRangeParam } from '../shared-date-range/use-date-range-param';
import { useMoney } from '../shared-money/api/use-money';
import { ProfitLossReport } from '../shared-records/profit-loss-report';
import styles from '../shared-records/records.module.css';
import { useProfitLoss } from './api/use-record-queries';

/** Personal profit/loss of a date range: the result and cashier totals as cards, then the result per category. */
export const ProfitLossPage = () => {
  const { format } = useMoney();
  const [range, setRange] = useDateRangeParam();
  const report = useProfitLoss(range);

  return (
    <div className={styles.page}>
      <DateRangeFilter value={range} onChange={setRange} />
      <ProfitLossReport report={report} format={format} />
    </div>
  );
};
