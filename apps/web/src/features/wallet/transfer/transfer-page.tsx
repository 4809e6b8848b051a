import { WalletIcon } from '../../../components/icons/member-centre-icons';
import { Loader } from '../../../components/loader/loader';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useTranslation } from '../../../lib/use-translation';
import { useWallets } from '../api/use-wallet-queries';
import cashierStyles from '../cashier/shared/cashier.module.css';
import { TransferForm } from './transfer-form';
import { WalletList } from './wallet-list';

/** Transfer fund (docs/product.md §2): the wallets and, where there are several, moving money between them. */
export const TransferPage = () => {
  const { t } = useTranslation();
  const wallets = useWallets();

  if (wallets.isPending) return <Loader label={t('common.loading')} />;
  if (wallets.isError) {
    return (
      <QueryErrorMessage
        title={t('member_centre.transfer.load_failed')}
        error={wallets.error}
        isRetrying={wallets.isFetching}
        onRetry={() => void wallets.refetch()}
      />
    );
  }
  return (
    <div className={cashierStyles.page}>
      <WalletList wallets={wallets.data} />
      {wallets.data.isSingle ? (
        <StatusMessage
          tone="empty"
          icon={<WalletIcon />}
          title={t('member_centre.transfer.single_title')}
          description={t('member_centre.transfer.single_text')}
        />
      ) : (
        <TransferForm wallets={wallets.data} />
      )}
    </div>
  );
};
