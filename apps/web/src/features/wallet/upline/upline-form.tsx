import { useTranslation } from '../../../lib/use-translation';
import { MainWalletTransferForm } from '../../shared-money/main-wallet-transfer-form';
import { useTransferToUpline } from '../api/use-transfer-to-upline';
import cashierStyles from '../cashier/shared/cashier.module.css';

/** Amount and payment password; the confirmation names the upline account the money goes to. */
export const UplineForm = ({ uplineAccount }: { uplineAccount: string }) => {
  const { t } = useTranslation();
  const transfer = useTransferToUpline();
  return (
    <MainWalletTransferForm
      label={t('member_centre.upline.form')}
      className={cashierStyles.form}
      submitLabel={t('member_centre.upline.submit')}
      confirmTitle={t('member_centre.upline.confirm_title')}
      confirmMessage={(amount) => t('member_centre.upline.confirm', { amount, upline: uplineAccount })}
      doneMessage={(amount) => t('member_centre.upline.done', { amount, upline: uplineAccount })}
      mutate={transfer.mutate}
      isPending={transfer.isPending}
    />
  );
};
