import { Button } from '../../components/button/button';
import { EyeIcon, EyeOffIcon } from '../../components/icons/icons';
import { RefreshIcon } from '../../components/icons/shell-icons';
import { Skeleton } from '../../components/skeleton/skeleton';
import { VisuallyHidden } from '../../components/visually-hidden/visually-hidden';
import { formatBalance } from '../../lib/format';
import { useTranslation } from '../../lib/use-translation';
import { useBalance } from './api/use-wallet-queries';
import styles from './header-balance.module.css';
import { useBalanceVisibility } from './use-balance-visibility';

/** What a masked balance shows instead of the amount. */
const MASK = '****';

/** The member's total balance; click to refresh, the eye masks it. */
export const HeaderBalance = () => {
  const { t } = useTranslation();
  const balance = useBalance();
  const { isHidden, toggle } = useBalanceVisibility();

  const amount = balance.data
    ? isHidden
      ? MASK
      : formatBalance(balance.data.total, balance.data.currencySymbol)
    : null;

  return (
    <div className={styles.balance}>
      <button
        type="button"
        className={styles.amountButton}
        onClick={() => void balance.refetch()}
        disabled={balance.isFetching}
        title={t('wallet.refresh_balance')}
      >
        {/* Named by what it shows, then what it does: speech users say what they see (WCAG 2.5.3). */}
        <span className={styles.label}>{t('wallet.balance')}</span>
        <span className={styles.amount} data-testid="header-balance" aria-live="polite">
          {amount ??
            (balance.isError ? t('wallet.unavailable') : <Skeleton className={styles.amountSkeleton} />)}
        </span>
        <VisuallyHidden>{t('wallet.refresh_balance')}</VisuallyHidden>
        <RefreshIcon
          className={[styles.refreshIcon, balance.isFetching ? styles.spinning : undefined]
            .filter(Boolean)
            .join(' ')}
        />
      </button>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={isHidden ? t('wallet.show_balance') : t('wallet.hide_balance')}
        aria-pressed={isHidden}
        onClick={toggle}
        icon={isHidden ? <EyeOffIcon /> : <EyeIcon />}
      />
    </div>
  );
};
