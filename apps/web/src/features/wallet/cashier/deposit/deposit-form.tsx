import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type TDepositChannel,
  type TDepositInput,
  VALIDATION,
  ZDepositInputSchema,
} from '@site/contracts/api';
import { FormSubmit } from '../../../../components/form/form-submit';
import { useFormErrors } from '../../../../components/form/use-form-errors';
import { amountProblem, parseAmount } from '../../../../components/money/amount';
import { AmountField } from '../../../../components/money/amount-field';
import { MoneyConfirmDialog } from '../../../../components/money/money-confirm-dialog';
import { useConfirmedMoneyAction } from '../../../../components/money/use-confirmed-money-action';
import { Skeleton } from '../../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../../components/status-message/query-error-message';
import { TextField } from '../../../../components/text-field/text-field';
import type { TFieldErrors } from '../../../../lib/forms/field-errors';
import { fieldMessagesOf } from '../../../../lib/forms/schema-messages';
import { useMoney } from '../../../../lib/money/use-money';
import { useTRPC } from '../../../../lib/trpc';
import { useTranslation } from '../../../../lib/use-translation';
import { ProofUpload } from '../../../shared-proof-upload/proof-upload';
import styles from '../shared/cashier.module.css';
import { BonusChoice } from './bonus-choice';
import { DepositResult, type TDepositResult } from './deposit-result';
import { PayerBankField } from './payer-bank-field';
import { quickAmountsFor } from './quick-amounts';
import { useDeposit } from './use-deposit';

const FIELDS = ['payeeName', 'bankCode', 'amount', 'promotionId', 'proofs'] as const;
type TField = (typeof FIELDS)[number];
type TDraft = Omit<TDepositInput, 'requestId'> & { amount: number };

const DepositDraftSchema = ZDepositInputSchema.omit({ requestId: true });

/**
 * The member's side of a deposit on one channel: payer name (bank and
 * e-wallet) or the bank paid from (online), amount, the deposit bonus, proofs
 * (not online); confirmed before it runs.
 */
export const DepositForm = ({ channel }: { channel: TDepositChannel }) => {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { format } = useMoney();
  const deposit = useDeposit();
  const promotions = useQuery(trpc.wallet.depositPromotions.queryOptions());
  const { formErrorKey, setFieldErrors, clearField, clearFormError, showServerError, messageOf, bind } =
    useFormErrors(FIELDS);
  const isOnline = channel.type === 'ONLINE';
  const needsPayerName = channel.type === 'BANK' || channel.type === 'EWALLET';
  const range = { min: channel.minAmount, max: channel.maxAmount };

  const [payeeName, setPayeeName] = useState('');
  const [bankCode, setBankCode] = useState('');
  const [amount, setAmount] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const [proofs, setProofs] = useState<string[]>([]);
  const [result, setResult] = useState<TDepositResult | null>(null);

  const rangeValues = { min: format(range.min), max: format(range.max) };
  const chosenBonus = promotions.data?.promotions.find((promotion) => promotion.promotionId === promotionId);
  const bonusValues = { min: format(chosenBonus?.minDeposit ?? 0) };

  const validate = (): TDraft | null => {
    const values = {
      channelId: channel.channelId,
      amount: parseAmount(amount) ?? 0,
      payeeName: needsPayerName ? payeeName : undefined,
      bankCode: isOnline ? bankCode || undefined : undefined,
      promotionId: chosenBonus?.promotionId,
      proofs: isOnline ? [] : proofs,
    };
    const parsed = DepositDraftSchema.safeParse(values);
    const found: TFieldErrors<TField> = parsed.success ? {} : fieldMessagesOf<TField>(parsed.error.issues);
    // The amount's own check says more than the schema's message.
    const problem = amountProblem(amount, range);
    if (problem === 'invalid') found.amount = 'cashier.amount_invalid';
    if (problem === 'out_of_range') found.amount = 'cashier.amount_out_of_range';
    if (isOnline && !bankCode) found.bankCode = VALIDATION.required;
    if (chosenBonus && values.amount < chosenBonus.minDeposit)
      found.promotionId = 'deposit_payment.bonus_below_minimum';
    setFieldErrors(found);
    return Object.keys(found).length === 0 && parsed.success
      ? { ...parsed.data, amount: values.amount }
      : null;
  };

  const action = useConfirmedMoneyAction<TDraft, TDepositResult>({
    mutate: deposit.mutate,
    doneMessage: (_draft, output) =>
      t(
        output.status === 'approved'
          ? 'cashier.deposit_credited'
          : output.paymentUrl
            ? 'deposit_payment.awaiting_payment'
            : 'cashier.deposit_submitted',
        { amount: format(output.amount) },
      ),
    onSuccess: (output) => {
      setResult(output);
      setAmount('');
      setPromotionId('');
      setProofs([]);
    },
    onError: showServerError,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearFormError();
    setResult(null);
    action.review(validate());
  };

  const isBusy = deposit.isPending;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('cashier.deposit_form')}>
      {result && <DepositResult result={result} />}
      {needsPayerName && (
        <TextField
          label={t('cashier.payer_name')}
          name="payeeName"
          autoComplete="name"
          maxLength={64}
          value={payeeName}
          onChange={(event) => {
            setPayeeName(event.target.value);
            clearField('payeeName');
          }}
          error={messageOf('payeeName', rangeValues)}
          help={t('cashier.payer_name_help')}
          disabled={isBusy}
          isRequired
        />
      )}
      {isOnline && (
        <PayerBankField
          channelId={channel.channelId}
          {...bind('bankCode', bankCode, setBankCode)}
          disabled={isBusy}
        />
      )}
      <AmountField
        {...bind('amount', amount, setAmount, rangeValues)}
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
          {...bind('promotionId', promotionId, setPromotionId, bonusValues)}
          disabled={isBusy}
        />
      )}
      {!isOnline && (
        <ProofUpload
          label={t('cashier.deposit_proofs')}
          {...bind('proofs', proofs, setProofs, rangeValues)}
          disabled={isBusy}
        />
      )}
      <FormSubmit errorKey={formErrorKey} label={t('cashier.deposit_submit')} isBusy={isBusy} />
      <MoneyConfirmDialog
        action={action}
        title={t('cashier.deposit_confirm_title')}
        message={(draft) => {
          const bonus = promotions.data?.promotions.find(
            (promotion) => promotion.promotionId === draft.promotionId,
          );
          const values = { amount: format(draft.amount), channel: channel.name };
          return bonus
            ? t('deposit_payment.confirm_with_bonus', { ...values, bonus: bonus.title })
            : t('cashier.deposit_confirm', values);
        }}
        confirmLabel={t('cashier.confirm')}
      />
    </form>
  );
};
