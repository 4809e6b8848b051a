import type { ReactNode } from 'react';
import type { TContract } from '@site/contracts/api';
import { DataTable, type TDataColumn, type TDataPaging } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import { useMoney } from '../../shared-money/api/use-money';
import styles from '../agent-pages.module.css';
import {
  CONTRACT_END_KEYS,
  CONTRACT_PERIOD_KEYS,
  CONTRACT_STATUS_KEYS,
  CONTRACT_TYPE_KEYS,
} from './contract-labels';

type TContractsTableProps<TRow extends TContract> = {
  label: string;
  emptyText: string;
  rows: readonly TRow[] | undefined;
  isLoading: boolean;
  error?: unknown;
  isRetrying?: boolean;
  onRetry?: () => void;
  paging?: TDataPaging;
  onPageChange?: (pageNo: number) => void;
  /** A last column (the decision of a request that waits for the agent). */
  action?: { header: string; render: (row: TRow) => ReactNode };
};

/** Contracts as a table: the two sides, terms, status (with why it ended) and when it was offered. */
export const ContractsTable = <TRow extends TContract>({ action, ...props }: TContractsTableProps<TRow>) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const columns: TDataColumn<TRow>[] = [
    {
      key: 'type',
      header: t('agent.contract.type_label'),
      render: (row) => t(CONTRACT_TYPE_KEYS[row.contractType]),
    },
    {
      key: 'upline',
      header: t('agent.contract.upline'),
      render: (row) => row.uplineUsername ?? t('agent.contract.merchant'),
    },
    { key: 'member', header: t('agent.contract.member'), render: (row) => row.username },
    { key: 'rate', header: t('agent.contract.rate'), align: 'end', render: (row) => `${row.ratePercent}%` },
    {
      key: 'bet',
      header: t('agent.contract.min_valid_bet'),
      align: 'money',
      render: (row) => format(row.minValidBet),
    },
    {
      key: 'active',
      header: t('agent.contract.min_active_members'),
      align: 'end',
      render: (row) => row.minActiveMembers,
    },
    {
      key: 'period',
      header: t('agent.contract.period_label'),
      render: (row) => t(CONTRACT_PERIOD_KEYS[row.period]),
    },
    {
      key: 'status',
      header: t('records.column.status'),
      render: (row) => (
        <span>
          <span className={styles.badge}>{t(CONTRACT_STATUS_KEYS[row.status])}</span>
          {row.endReason && <span className={styles.muted}> {t(CONTRACT_END_KEYS[row.endReason])}</span>}
        </span>
      ),
    },
    {
      key: 'offered',
      header: t('agent.contract.offered_at'),
      render: (row) => formatMerchantDateTime(row.offeredAt),
    },
    ...(action ? [{ key: 'action', header: action.header, render: action.render }] : []),
  ];
  return <DataTable {...props} columns={columns} rowKey={(row) => row.contractId} />;
};
