import { LIMITS } from '@site/contracts/domain';
import { ClockIcon } from '../../../../components/icons/icons';
import { useTranslation } from '../../../../lib/use-translation';
import styles from './cashier.module.css';

/** The footer line of docs/product.md §1: average deposit time 3 min, withdrawal time 5 min. */
export const CashierNote = ({ kind }: { kind: 'deposit' | 'withdraw' }) => {
  const { t } = useTranslation();
  return (
    <p className={styles.note}>
      <ClockIcon />
      {kind === 'deposit'
        ? t('cashier.average_deposit_time', { minutes: LIMITS.averageDepositMinutes })
        : t('cashier.average_withdraw_time', { minutes: LIMITS.averageWithdrawMinutes })}
    </p>
  );
};
