import type { TTransaction } from '@site/contracts/api';
import type { TDataColumn } from '../../components/data-table/data-table';
import { useTranslation } from '../../lib/use-translation';
import { formatMerchantDateTime } from '../shared-date-range/merchant-days';
import { TRANSACTION_TYPE_KEYS } from './record-labels';
import styles from './records.module.css';
import { SignedAmount } from './signed-amount';

type TMovement = Pick<TTransaction, 'createdAt' | 'type' | 'amount' | 'remark'>;

/** The columns every transaction history has (the member's own, the agent's team's), to place as it needs. */
export const useTransactionColumns = <TRow extends TMovement>(format: (minor: number) => string) => {
  const { t } = useTranslation();
  const time: TDataColumn<TRow> = {
    key: 'time',
    header: t('records.column.time'),
    render: (row) => formatMerchantDateTime(row.createdAt),
  };
  const type: TDataColumn<TRow> = {
    key: 'type',
    header: t('records.column.type'),
    render: (row) => t(TRANSACTION_TYPE_KEYS[row.type]),
  };
  const amount: TDataColumn<TRow> = {
    key: 'amount',
    header: t('records.column.amount'),
    align: 'money',
    render: (row) => <SignedAmount minor={row.amount} format={format} />,
  };
  const remark: TDataColumn<TRow> = {
    key: 'remark',
    header: t('records.column.remark'),
    render: (row) => row.remark ?? <span className={styles.muted}>—</span>,
  };
  return { time, type, amount, remark };
};
