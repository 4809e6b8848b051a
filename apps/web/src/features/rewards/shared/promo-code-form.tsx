import { ZPromoCodeInputSchema } from '@site/contracts/api';
import { REWARD_LIMITS } from '@site/contracts/domain';
import { FormResult } from '../../../components/form/form-result';
import { FormSubmit } from '../../../components/form/form-submit';
import { useForm } from '../../../components/form/use-form';
import { GiftIcon } from '../../../components/icons/icons';
import { MoneyPendingNote } from '../../../components/money/money-pending-note';
import { TextField } from '../../../components/text-field/text-field';
import { fieldMessagesOf } from '../../../lib/forms/schema-messages';
import { useMoney } from '../../../lib/money/use-money';
import { useTranslation } from '../../../lib/use-translation';
import { useClaimPromoCode } from '../api/use-reward-mutations';
import { useRewardPayment } from '../api/use-reward-payment';
import styles from './rewards.module.css';
import { useState } from 'react';

/** A promo code typed in once, paid into the main wallet (`rewards.claimPromoCode`); a used code says so. */
export const PromoCodeForm = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const form = useForm(() => ({ promoCode: '' }));
  const [done, setDone] = useState<string | null>(null);
  const payment = useRewardPayment(useClaimPromoCode(), {
    paidMessage: (output) => t('rewards.promo_code_paid', { code: output.promoCode, amount: format(output.amount) }),
    onPaid: (output) => {
      setDone(t('rewards.promo_code_paid', { code: output.promoCode, amount: format(output.amount) }));
      form.setValue('promoCode', '');
    },
    onRefused: form.showServerError,
  });

  const onSubmit = form.submitWith(
    () => {
      const parsed = ZPromoCodeInputSchema.safeParse(form.values.promoCode);
      return parsed.success ? {} : fieldMessagesOf<'promoCode'>(parsed.error.issues.map((issue) => ({ ...issue, path: ['promoCode'] })));
    },
    () => {
      setDone(null);
      payment.pay({ promoCode: ZPromoCodeInputSchema.parse(form.values.promoCode) });
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
        label={t('rewards.promo_code_submit')}
        isBusy={payment.isBusy}
        icon={<GiftIcon />}
      />
    </form>
  );
};
