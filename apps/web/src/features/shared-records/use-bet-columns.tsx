import type { TBet } from '@site/contracts/api';
import type { TDataColumn } from '../../components/data-table/data-table';
import { useTranslation } from '../../lib/use-translation';
import { formatMerchantDateTime } from '../shared-date-range/merchant-days';
import { BET_STATUS_KEYS } from './record-labels';
import styles from './records.module.css';
import { SignedAmount } from './signed-amount';
import { useCategoryName } from './use-category-name';

/** The columns of a betting history (the member's own, the agent's team's): time to status. */
export const useBetColumns = <TRow extends TBet>(format: (minor: number) => string): TDataColumn<TRow>[] => {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  return [
    { key: 'time', header: t('records.column.time'), render: (bet) => formatMerchantDateTime(bet.createdAt) },
    { key: 'game', header: t('records.column.game'), render: (bet) => bet.gameName },
    { key: 'vendor', header: t('records.column.vendor'), render: (bet) => bet.vassalage },
    { key: 'category', header: t('records.column.category'), render: (bet) => categoryName(bet.gameType) },
    { key: 'bet', header: t('records.column.bet'), align: 'money', render: (bet) => format(bet.betAmount) },
    { key: 'win', header: t('records.column.win'), align: 'money', render: (bet) => format(bet.winAmount) },
    {
      key: 'net',
      header: t('records.column.net'),
      align: 'money',
      render: (bet) => <SignedAmount minor={bet.netAmount} format={format} />,
    },
    {
      key: 'status',
      header: t('records.column.status'),
      render: (bet) => (
        <span
          className={[styles.badge, bet.status === 'settled' ? styles.badgeGood : styles.badgeWaiting].join(
            ' ',
          )}
        >
          {t(BET_STATUS_KEYS[bet.status])}
        </span>
      ),
    },
  ];
};

/** The totals row of a betting history: bets, wins and the signed net. */
export const betSummaryCells = (
  summary: { betAmount: number; winAmount: number; netAmount: number },
  format: (minor: number) => string,
) => ({
  bet: format(summary.betAmount),
  win: format(summary.winAmount),
  net: <SignedAmount minor={summary.netAmount} format={format} />,
});
