import type { TMessageKey } from '../../lib/i18n-keys';
import { useTranslation } from '../../lib/use-translation';
import { FormSubmit } from '../form/form-submit';
import { SendIcon } from '../icons/icons';
import { MoneyConfirmDialog } from './money-confirm-dialog';
import { PaymentPasswordField } from './payment-password-field';

type TMoneySubmitProps<TDraft> = {
  /** The action of `useConfirmedMoneyAction` the form confirms and runs. */
  action: Parameters<typeof MoneyConfirmDialog<TDraft>>[0]['action'];
  /** The payment password's wiring (useFormErrors' `bind`). */
  paymentPassword: { value: string; onChange: (value: string) => void; error: string | null };
  formErrorKey: TMessageKey | null;
  submitLabel: string;
  confirmTitle: string;
  /** The sentence that names what is about to move, for the draft awaiting confirmation. */
  confirmMessage: (draft: TDraft) => string;
  isBusy: boolean;
};

/**
 * The end of every form that sends money out of the main wallet: the payment
 * password, the form's message and submit button, and the confirmation (with
 * its "pending — we are checking" note).
 */
export const MoneySubmit = <TDraft,>({
  action,
  paymentPassword,
  formErrorKey,
  submitLabel,
  confirmTitle,
  confirmMessage,
  isBusy,
}: TMoneySubmitProps<TDraft>) => {
  const { t } = useTranslation();
  return (
    <>
      <PaymentPasswordField
        label={t('member_centre.upline.payment_password')}
        {...paymentPassword}
        disabled={isBusy}
      />
      <FormSubmit errorKey={formErrorKey} label={submitLabel} isBusy={isBusy} icon={<SendIcon />} />
      <MoneyConfirmDialog
        action={action}
        title={confirmTitle}
        message={confirmMessage}
        confirmLabel={t('member_centre.transfer.confirm_button')}
      />
    </>
  );
};
