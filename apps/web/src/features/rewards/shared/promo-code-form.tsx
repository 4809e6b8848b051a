import { useState } from 'react';
import { ZClaimPromoCodeInputSchema } from '@site/contracts/api';
import { REWARD_LIMITS } from '@site/contracts/domain';
import { FormResult } from '../../../components/form/form-result';
import { FormSubmit } from '../../../components/form/form-submit';
import { useForm } from '../../../components/form/use-form';
import { GiftIcon } from '../../../components/icons/icons';
import { TextField } from '../../../components/text-field/text-field';
import { fieldMessagesOf } from '../../../lib/forms/schema-messages';
import { useErrorMessage } from '../../../lib/use-error-text';
import { useTranslation } from '../../../lib/use-translation';
import { useMoney } from '../../shared-money/api/use-money';
import { MoneyPendingNote } from '../../shared-money/money-pending-note';
import { useClaimPromoCode } from '../api/use-reward-mutations';
import { useRewardPayment } from '../api/use-reward-payment';
import styles from './rewards.module.css';

const DraftSchema = ZClaimPromoCodeInputSchema.omit({ requestId: true });

/** A promo code typed in once, paid into the main wallet (`rewards.claimPromoCode`); a used code says so. */
export const PromoCodeForm = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const form = useForm(() => ({ promoCode: '' }), { describeError: useErrorMessage() });
  const [done, setDone] = useState<string | null>(null);
  const paidMessage = (output: { promoCode: string; amount: number }) =>
    t('rewards.promo_code_paid', { code: output.promoCode, amount: format(output.amount) });
  const payment = useRewardPayment(useClaimPromoCode(), {
    paidMessage,
    onPaid: (output) => {
      setDone(paidMessage(output));
      form.setValue('promoCode', '');
    },
    onRefused: form.showServerError,
  });

  // The code as the contracts read it (trimmed, upper-cased), or its field's message.
  const checked = () => DraftSchema.safeParse({ promoCode: form.values.promoCode });
  const onSubmit = form.submitWith(
    () => {
      const parsed = checked();
      return parsed.success ? {} : fieldMessagesOf<'promoCode'>(parsed.error.issues);
    },
    () => {
      const parsed = checked();
      if (!parsed.success) return;
      setDone(null);
      payment.pay(parsed.data);
    },
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('rewards.promo_code_form')}>
      <FormResult message={done} />
      <TextField
        label={t('rewards.promo_code')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={REWARD_LIMITS.promoCodeMaxChars}
        disabled={payment.isBusy}
        isRequired
        {...form.inputProps('promoCode')}
      />
      <MoneyPendingNote isOutcomePending={payment.isOutcomePending} />
      <FormSubmit
        errorKey={form.formErrorKey}
        errorValues={form.formErrorValues}
        label={t('rewards.promo_code_submit')}
        isBusy={payment.isBusy}
        icon={<GiftIcon />}
      />
    </form>
  );
};
