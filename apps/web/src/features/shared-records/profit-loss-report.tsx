import type { UseQueryResult } from '@tanstack/react-query';
import type { TProfitLoss } from '@site/contracts/api';
import { DataTable, type TDataColumn } from '../../components/data-table/data-table';
import { QueryErrorMessage } from '../../components/status-message/query-error-message';
import { useTranslation } from '../../lib/use-translation';
import styles from './records.module.css';
import { SignedAmount } from './signed-amount';
import { SummaryCard } from './summary-card';
import { useCategoryName } from './use-category-name';

type TCategoryRow = TProfitLoss['categories'][number];

type TProfitLossReportProps = {
  report: UseQueryResult<TProfitLoss, unknown>;
  format: (minor: number) => string;
};

/**
 * A profit/loss statement (the member's own, an agent's team's): the result
 * and cashier totals as cards, then the result per category.
 */
export const ProfitLossReport = ({ report, format }: TProfitLossReportProps) => {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const data = report.data;
  const amount = (pick: (profitLoss: TProfitLoss) => number) => (data ? format(pick(data)) : null);
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

  if (report.error && !data) {
    return (
      <QueryErrorMessage
        title={t('records.load_failed')}
        error={report.error}
        isRetrying={report.isFetching}
        onRetry={() => void report.refetch()}
      />
    );
  }
  return (
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
        <SummaryCard label={t('records.profit_loss.withdrawals')} value={amount((d) => d.withdrawAmount)} />
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
  );
};
