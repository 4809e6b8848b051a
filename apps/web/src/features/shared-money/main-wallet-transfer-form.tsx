import { ZTransferToUplineInputSchema } from '@site/contracts/api';
import { FormResult } from '../../components/form/form-result';
import { SendIcon } from '../../components/icons/icons';
import { tk } from '../../lib/i18n-keys';
import { useTranslation } from '../../lib/use-translation';
import { parseAmount } from './amount';
import { AmountField } from './amount-field';
import { useMoney } from './api/use-money';
import { MoneyConfirmDialog } from './money-confirm-dialog';
import { MoneyForm } from './money-form';
import { MoneySubmit } from './money-submit';
import { useMoneyForm } from './use-money-form';
import type { TMoneyMutate } from './use-money-request';

/** An amount out of the main wallet, behind the payment password. */
export type TMainWalletDraft = { amount: number; paymentPassword: string };

const DraftSchema = ZTransferToUplineInputSchema.omit({ requestId: true });

type TMainWalletTransferFormProps<TOutput> = {
  /** The form's accessible name. */
  label: string;
  className?: string;
  submitLabel: string;
  confirmTitle: string;
  /** The translated sentences that name the recipient, for the formatted amount. */
  confirmMessage: (amount: string) => string;
  doneMessage: (amount: string) => string;
  /** Sends the draft (with its requestId) to the recipient. */
  mutate: TMoneyMutate<TMainWalletDraft, TOutput>;
  isPending: boolean;
};

/**
 * Money from the main wallet to one recipient (the upline, a downline): an
 * amount no higher than the balance, the payment password, a confirmation
 * naming the recipient, then one run under a requestId (decision 0015).
 */
export const MainWalletTransferForm = <TOutput,>({
  label,
  className,
  submitLabel,
  confirmTitle,
  confirmMessage,
  doneMessage,
  mutate,
  isPending,
}: TMainWalletTransferFormProps<TOutput>) => {
  const { t } = useTranslation();
  const { format, mainBalance } = useMoney();
  const form = useMoneyForm({
    initial: () => ({ amount: '', paymentPassword: '' }),
    schema: DraftSchema,
    draft: ({ amount, paymentPassword }) => ({ amount: parseAmount(amount) ?? 0, paymentPassword }),
    check: ({ amount }) => {
      const minor = parseAmount(amount);
      if (minor === null || minor <= 0) return { amount: tk('member_centre.transfer.amount_invalid') };
      if (mainBalance !== null && minor > mainBalance)
        return { amount: tk('member_centre.upline.amount_above_balance') };
      return {};
    },
    mutation: { mutate, isPending },
    doneMessage: (draft) => doneMessage(format(draft.amount)),
    resetOnSuccess: 'all',
  });

  return (
    <MoneyForm form={form} className={className} label={label}>
      <FormResult message={form.done} />
      <AmountField
        {...form.valueProps('amount')}
        help={
          mainBalance === null ? '' : t('member_centre.upline.available', { amount: format(mainBalance) })
        }
        disabled={form.isBusy}
      />
      <MoneySubmit
        form={form}
        paymentPasswordLabel={t('member_centre.upline.payment_password')}
        label={submitLabel}
        icon={<SendIcon />}
      />
      <MoneyConfirmDialog
        form={form}
        title={confirmTitle}
        message={(draft) => confirmMessage(format(draft.amount))}
        confirmLabel={t('member_centre.transfer.confirm_button')}
      />
    </MoneyForm>
  );
};
