import { type TDepositChannel, VALIDATION, ZDepositInputSchema } from '@site/contracts/api';
import { FormSubmit } from '../../../../components/form/form-submit';
import { Skeleton } from '../../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../../components/status-message/query-error-message';
import { TextField } from '../../../../components/text-field/text-field';
import type { TFieldErrors } from '../../../../lib/forms/field-errors';
import { useTranslation } from '../../../../lib/use-translation';
import { amountProblem, parseAmount } from '../../../shared-money/amount';
import { AmountField } from '../../../shared-money/amount-field';
import { useMoney } from '../../../shared-money/api/use-money';
import { MoneyConfirmDialog } from '../../../shared-money/money-confirm-dialog';
import { MoneyForm } from '../../../shared-money/money-form';
import { useMoneyForm } from '../../../shared-money/use-money-form';
import { ProofUpload } from '../../../shared-proof-upload/proof-upload';
import { useDeposit } from '../../api/use-deposit';
import { useDepositPromotions } from '../../api/use-wallet-queries';
import styles from '../shared/cashier.module.css';
import { BonusChoice } from './bonus-choice';
import { DepositResult } from './deposit-result';
import { PayerBankField } from './payer-bank-field';
import { quickAmountsFor } from './quick-amounts';

const DepositDraftSchema = ZDepositInputSchema.omit({ requestId: true });

/**
 * The member's side of a deposit on one channel: payer name (bank and
 * e-wallet) or the bank paid from (online), amount, the deposit bonus, proofs
 * (not online); confirmed before it runs.
 */
export const DepositForm = ({ channel }: { channel: TDepositChannel }) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const deposit = useDeposit();
  const promotions = useDepositPromotions();
  const isOnline = channel.type === 'ONLINE';
  const needsPayerName = channel.type === 'BANK' || channel.type === 'EWALLET';
  const range = { min: channel.minAmount, max: channel.maxAmount };
  const rangeValues = { min: format(range.min), max: format(range.max) };
  const bonusOf = (promotionId: string | undefined) =>
    promotions.data?.promotions.find((promotion) => promotion.promotionId === promotionId);

  const form = useMoneyForm({
    initial: () => ({ payeeName: '', bankCode: '', amount: '', promotionId: '', proofs: [] as string[] }),
    schema: DepositDraftSchema,
    draft: (values) => ({
      channelId: channel.channelId,
      amount: parseAmount(values.amount) ?? 0,
      payeeName: needsPayerName ? values.payeeName : undefined,
      bankCode: isOnline ? values.bankCode || undefined : undefined,
      promotionId: bonusOf(values.promotionId)?.promotionId,
      proofs: isOnline ? [] : values.proofs,
    }),
    // The amount's own check says more than the schema's message.
    check: (values) => {
      const found: TFieldErrors<keyof typeof values> = {};
      const problem = amountProblem(values.amount, range);
      if (problem === 'invalid') found.amount = 'cashier.amount_invalid';
      if (problem === 'out_of_range') found.amount = 'cashier.amount_out_of_range';
      if (isOnline && !values.bankCode) found.bankCode = VALIDATION.required;
      const bonus = bonusOf(values.promotionId);
      if (bonus && (parseAmount(values.amount) ?? 0) < bonus.minDeposit)
        found.promotionId = 'deposit_payment.bonus_below_minimum';
      return found;
    },
    mutation: deposit,
    doneMessage: (_draft, output) =>
      t(
        output.status === 'approved'
          ? 'cashier.deposit_credited'
          : output.paymentUrl
            ? 'deposit_payment.awaiting_payment'
            : 'cashier.deposit_submitted',
        { amount: format(output.amount) },
      ),
    resetOnSuccess: ['amount', 'promotionId', 'proofs'],
  });

  const bonusValues = { min: format(bonusOf(form.values.promotionId)?.minDeposit ?? 0) };
  const isBusy = form.isSending;

  return (
    <MoneyForm form={form} className={styles.form} label={t('cashier.deposit_form')}>
      {form.result && <DepositResult result={form.result} />}
      {needsPayerName && (
        <TextField
          label={t('cashier.payer_name')}
          {...form.inputProps('payeeName', rangeValues)}
          autoComplete="name"
          maxLength={64}
          help={t('cashier.payer_name_help')}
          disabled={isBusy}
          isRequired
        />
      )}
      {isOnline && (
        <PayerBankField channelId={channel.channelId} {...form.valueProps('bankCode')} disabled={isBusy} />
      )}
      <AmountField
        {...form.valueProps('amount', rangeValues)}
        help={t('cashier.range_help', rangeValues)}
        quickAmounts={quickAmountsFor(range)}
        disabled={isBusy}
      />
      {promotions.isPending && <Skeleton className={styles.loading} />}
      {promotions.isError && (
        <QueryErrorMessage
          title={t('deposit_payment.bonus_failed')}
          error={promotions.error}
          isRetrying={promotions.isFetching}
          onRetry={() => void promotions.refetch()}
        />
      )}
      {promotions.isSuccess && promotions.data.promotions.length > 0 && (
        <BonusChoice
          promotions={promotions.data.promotions}
          {...form.valueProps('promotionId', bonusValues)}
          disabled={isBusy}
        />
      )}
      {!isOnline && (
        <ProofUpload
          label={t('cashier.deposit_proofs')}
          {...form.valueProps('proofs', rangeValues)}
          disabled={isBusy}
        />
      )}
      <FormSubmit
        errorKey={form.formErrorKey}
        errorValues={form.formErrorValues}
        label={t('cashier.deposit_submit')}
        isBusy={isBusy}
      />
      <MoneyConfirmDialog
        form={form}
        title={t('cashier.deposit_confirm_title')}
        message={(draft) => {
          const bonus = bonusOf(draft.promotionId);
          const values = { amount: format(draft.amount), channel: channel.name };
          return bonus
            ? t('deposit_payment.confirm_with_bonus', { ...values, bonus: bonus.title })
            : t('cashier.deposit_confirm', values);
        }}
        confirmLabel={t('cashier.confirm')}
      />
    </MoneyForm>
  );
};
