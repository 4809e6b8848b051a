import type { TSettlement } from '@site/contracts/api';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { pagedQueryTableProps } from '../../../components/data-table/query-table-props';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import { useMoney } from '../../shared-money/api/use-money';
import styles from '../agent-pages.module.css';

type TSettlementsTableProps = {
  label: string;
  emptyText: string;
  /** The downline dividends name whose they are; the agent's own need not. */
  showsUsername: boolean;
  query: Parameters<typeof pagedQueryTableProps<TSettlement>>[0] & {
    data: { totalAmount: number } | undefined;
  };
  onPageChange: (pageNo: number) => void;
};

/** Settled periods: when, the team's figures, the rate, what was paid (or why not), and the range's total. */
export const SettlementsTable = ({
  label,
  emptyText,
  showsUsername,
  query,
  onPageChange,
}: TSettlementsTableProps) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const columns: TDataColumn<TSettlement>[] = [
    {
      key: 'period',
      header: t('agent.contract.period_label'),
      render: (row) =>
        `${formatMerchantDateTime(row.periodStart)} – ${formatMerchantDateTime(row.periodEnd)}`,
    },
    ...(showsUsername
      ? [{ key: 'username', header: t('agent.column.username'), render: (row: TSettlement) => row.username }]
      : []),
    {
      key: 'valid',
      header: t('records.column.valid_bet'),
      align: 'money',
      render: (row) => format(row.validBetAmount),
    },
    {
      key: 'pl',
      header: t('records.column.profit_loss'),
      align: 'money',
      render: (row) => format(row.profitLoss),
    },
    {
      key: 'active',
      header: t('agent.contract.active_members'),
      align: 'end',
      render: (row) => row.activeMembers,
    },
    { key: 'rate', header: t('agent.contract.rate'), align: 'end', render: (row) => `${row.ratePercent}%` },
    {
      key: 'amount',
      header: t('records.column.amount'),
      align: 'money',
      render: (row) =>
        row.status === 'paid' ? (
          <span className={styles.positive}>{format(row.amount)}</span>
        ) : (
          <span className={styles.muted}>{t('agent.contract.not_qualified')}</span>
        ),
    },
  ];
  const totalAmount = query.data?.totalAmount;

  return (
    <DataTable
      label={label}
      columns={columns}
      {...pagedQueryTableProps(query)}
      rowKey={(row) => row.settlementId}
      emptyText={emptyText}
      onPageChange={onPageChange}
      summary={
        totalAmount === undefined
          ? undefined
          : { label: t('records.total'), cells: { amount: format(totalAmount) } }
      }
    />
  );
};
