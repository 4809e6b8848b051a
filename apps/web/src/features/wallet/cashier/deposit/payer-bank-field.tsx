import { Button } from '../../../../components/button/button';
import { SelectField } from '../../../../components/select-field/select-field';
import { useTranslation } from '../../../../lib/use-translation';
import { useDepositBanks } from '../../api/use-wallet-queries';

type TPayerBankFieldProps = {
  channelId: string;
  value: string;
  onChange: (bankCode: string) => void;
  error: string | null;
  disabled: boolean;
};

/** The bank the member pays from on an online channel: the banks of the channel's vendor. */
export const PayerBankField = ({ channelId, value, onChange, error, disabled }: TPayerBankFieldProps) => {
  const { t } = useTranslation();
  const banks = useDepositBanks(channelId);
  const placeholder = banks.isPending
    ? t('deposit_payment.banks_loading')
    : t('deposit_payment.bank_placeholder');
  return (
    <>
      <SelectField
        label={t('deposit_payment.bank')}
        name="bankCode"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: '', label: placeholder },
          ...(banks.data?.banks ?? []).map((bank) => ({ value: bank.bankCode, label: bank.bankName })),
        ]}
        error={error ?? (banks.isError ? t('deposit_payment.banks_failed') : null)}
        disabled={disabled || !banks.isSuccess}
        isRequired
      />
      {banks.isError && (
        <Button variant="outline" size="sm" loading={banks.isFetching} onClick={() => void banks.refetch()}>
          {t('common.retry')}
        </Button>
      )}
    </>
  );
};
