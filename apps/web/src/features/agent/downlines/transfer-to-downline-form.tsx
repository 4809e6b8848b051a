import { useTranslation } from '../../../lib/use-translation';
import { MainWalletTransferForm } from '../../shared-money/main-wallet-transfer-form';
import styles from '../agent-pages.module.css';
import { useDownlineTransfers } from '../api/use-downline-transfers';

type TTransferToDownlineFormProps = { memberId: string; username: string };

/** Money from the agent's main wallet to one downline: amount, payment password, a confirmation naming the downline. */
export const TransferToDownlineForm = ({ memberId, username }: TTransferToDownlineFormProps) => {
  const { t } = useTranslation();
  const { toOne } = useDownlineTransfers();
  return (
    <MainWalletTransferForm
      label={t('agent.transfer.form', { username })}
      className={styles.form}
      submitLabel={t('agent.transfer.submit')}
      confirmTitle={t('agent.transfer.confirm_title')}
      confirmMessage={(amount) => t('agent.transfer.confirm', { amount, username })}
      doneMessage={(amount) => t('agent.transfer.done', { amount, username })}
      mutate={(draft, callbacks) => toOne.mutate({ ...draft, memberId }, callbacks)}
      isPending={toOne.isPending}
    />
  );
};
