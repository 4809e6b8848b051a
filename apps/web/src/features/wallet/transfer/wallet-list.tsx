import type { TWalletsOutput } from '@site/contracts/api';
import { WalletIcon } from '../../../components/icons/member-centre-icons';
import { formatBalance } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import styles from './wallet.module.css';

/** The member's wallets with their balances, the total first. */
export const WalletList = ({ wallets }: { wallets: TWalletsOutput }) => {
  const { t } = useTranslation();
  const format = (minor: number) => formatBalance(minor, wallets.currencySymbol);
  return (
    <div className={styles.summary}>
      <div className={styles.total}>
        <WalletIcon className={styles.totalIcon} />
        <div>
          <p className={styles.totalLabel}>{t('member_centre.transfer.total')}</p>
          <p className={styles.totalAmount} data-testid="wallets-total">
            {format(wallets.total)}
          </p>
        </div>
      </div>
      <ul className={styles.wallets} aria-label={t('member_centre.transfer.wallets')}>
        {wallets.wallets.map((wallet) => (
          <li key={wallet.accountTypeId} className={styles.wallet}>
            <span className={styles.walletName}>
              {wallet.name}
              {wallet.isMain && <span className={styles.mainTag}>{t('member_centre.transfer.main')}</span>}
            </span>
            <span className={styles.walletBalance}>{format(wallet.balance)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
};
