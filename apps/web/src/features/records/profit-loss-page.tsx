import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TProfitLoss } from '@site/contracts/api';
import { DataTable, type TDataColumn } from '../../components/data-table/data-table';
import { DateRangeFilter } from '../../components/date-range/date-range-filter';
import { useDateRangeParam } from '../../components/date-range/use-date-range-param';
import styles from '../../components/records/records.module.css';
import { SignedAmount } from '../../components/records/signed-amount';
import { SummaryCard } from '../../components/records/summary-card';
import { useCategoryName } from '../../components/records/use-category-name';
import { QueryErrorMessage } from '../../components/status-message/query-error-message';
import { useMoney } from '../../lib/money/use-money';
import { useTRPC } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';

type TCategoryRow = TProfitLoss['categories'][number];

/** Personal profit/loss of a date range: the result and cashier totals as cards, then the result per category. */
export const ProfitLossPage = () => {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { format } = useMoney();
  const [range, setRange] = useDateRangeParam();
  const report = useQuery({
    ...trpc.records.profitLoss.queryOptions(range),
    placeholderData: keepPreviousData,
  });
  const data = report.data;

  const amount = (pick: (profitLoss: TProfitLoss) => number) => (data ? format(pick(data)) : null);
  const categoryName = useCategoryName();
  const columns: TDataColumn<TCategoryRow>[] = [
    { key: 'category', header: t('records.column.category'), render: (row) => categoryName(row.gameType) },
    { key: 'count', header: t('records.column.bet_count'), align: 'end', render: (row) => row.betCount },
    { key: 'bet', header: t('records.column.bet'), align: 'money', render: (row) => format(row.betAmount) },
    { key: 'win', header: t('records.column.win'), align: 'money', render: (row) => format(row.winAmount) },
    {
      key: 'result',
      header: t('records.column.profit_loss'),
      align: 'money',
      render: (row) => <SignedAmount minor={row.profitLoss} format={format} />,
    },
  ];

  return (
    <div className={styles.page}>
      <DateRangeFilter value={range} onChange={setRange} />
      {report.error && !data ? (
        <QueryErrorMessage
          title={t('records.load_failed')}
          error={report.error}
          isRetrying={report.isFetching}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <>
          <div className={styles.cards} aria-busy={report.isPending || undefined}>
            <SummaryCard
              isMain
              label={t('records.profit_loss.result')}
              value={data ? <SignedAmount minor={data.profitLoss} format={format} /> : null}
            />
            <SummaryCard label={t('records.profit_loss.bets')} value={amount((d) => d.betAmount)} />
            <SummaryCard label={t('records.profit_loss.wins')} value={amount((d) => d.winAmount)} />
            <SummaryCard label={t('records.profit_loss.deposits')} value={amount((d) => d.depositAmount)} />
            <SummaryCard
              label={t('records.profit_loss.withdrawals')}
              value={amount((d) => d.withdrawAmount)}
            />
            <SummaryCard label={t('records.profit_loss.bonuses')} value={amount((d) => d.bonusAmount)} />
            <SummaryCard label={t('records.profit_loss.rebates')} value={amount((d) => d.rebateAmount)} />
          </div>
          <h4 className={styles.sectionTitle}>{t('records.profit_loss.by_category')}</h4>
          <DataTable
            label={t('records.profit_loss.by_category')}
            columns={columns}
            rows={data?.categories}
            rowKey={(row) => row.gameType}
            isLoading={report.isPending}
            emptyText={t('records.bets.empty')}
            skeletonRows={3}
          />
        </>
      )}
    </div>
  );
};
