import { type FormEvent, useState } from 'react';
import { type TDepositChannel, type TDepositInput, ZDepositInputSchema } from '@site/contracts/api';
import { FormSubmit } from '../../../../components/form/form-submit';
import { useFormErrors } from '../../../../components/form/use-form-errors';
import { amountProblem, parseAmount } from '../../../../components/money/amount';
import { AmountField } from '../../../../components/money/amount-field';
import { MoneyConfirmDialog } from '../../../../components/money/money-confirm-dialog';
import { useConfirmedMoneyAction } from '../../../../components/money/use-confirmed-money-action';
import { ProofUpload } from '../../../../components/proof-upload/proof-upload';
import { TextField } from '../../../../components/text-field/text-field';
import { fieldMessagesOf } from '../../../../lib/forms/schema-messages';
import { useMoney } from '../../../../lib/money/use-money';
import { useTranslation } from '../../../../lib/use-translation';
import styles from '../shared/cashier.module.css';
import { DepositResult, type TDepositResult } from './deposit-result';
import { quickAmountsFor } from './quick-amounts';
import { useDeposit } from './use-deposit';

const FIELDS = ['payeeName', 'amount', 'proofs'] as const;
type TField = (typeof FIELDS)[number];
type TDraft = Omit<TDepositInput, 'requestId'> & { amount: number };

const DepositDraftSchema = ZDepositInputSchema.omit({ requestId: true });

/** The member's side of a deposit on one channel: payer name, amount, proofs; confirmed before it runs. */
export const DepositForm = ({ channel }: { channel: TDepositChannel }) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const deposit = useDeposit();
  const { formErrorKey, setFieldErrors, clearField, clearFormError, showServerError, messageOf, bind } =
    useFormErrors(FIELDS);
  const needsPayerName = channel.type !== 'QR';
  const range = { min: channel.minAmount, max: channel.maxAmount };

  const [payeeName, setPayeeName] = useState('');
  const [amount, setAmount] = useState('');
  const [proofs, setProofs] = useState<string[]>([]);
  const [result, setResult] = useState<TDepositResult | null>(null);

  const rangeValues = { min: format(range.min), max: format(range.max) };

  const validate = (): TDraft | null => {
    const values = {
      channelId: channel.channelId,
      amount: parseAmount(amount) ?? 0,
      payeeName: needsPayerName ? payeeName : undefined,
      proofs,
    };
    const parsed = DepositDraftSchema.safeParse(values);
    const found: Partial<Record<TField, string>> = parsed.success
      ? {}
      : fieldMessagesOf<TField>(parsed.error.issues);
    // The amount's own check says more than the schema's message.
    const problem = amountProblem(amount, range);
    if (problem === 'invalid') found.amount = 'cashier.amount_invalid';
    if (problem === 'out_of_range') found.amount = 'cashier.amount_out_of_range';
    setFieldErrors(found);
    return Object.keys(found).length === 0 && parsed.success
      ? { ...parsed.data, amount: values.amount }
      : null;
  };

  const action = useConfirmedMoneyAction<TDraft, TDepositResult>({
    mutate: deposit.mutate,
    doneMessage: (_draft, output) =>
      t(output.status === 'approved' ? 'cashier.deposit_credited' : 'cashier.deposit_submitted', {
        amount: format(output.amount),
      }),
    onSuccess: (output) => {
      setResult(output);
      setAmount('');
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
      <AmountField
        {...bind('amount', amount, setAmount, rangeValues)}
        help={t('cashier.range_help', rangeValues)}
        quickAmounts={quickAmountsFor(range)}
        disabled={isBusy}
      />
      <ProofUpload
        label={t('cashier.deposit_proofs')}
        {...bind('proofs', proofs, setProofs, rangeValues)}
        disabled={isBusy}
      />
      <FormSubmit errorKey={formErrorKey} label={t('cashier.deposit_submit')} isBusy={isBusy} />
      <MoneyConfirmDialog
        action={action}
        title={t('cashier.deposit_confirm_title')}
        message={(draft) =>
          t('cashier.deposit_confirm', { amount: format(draft.amount), channel: channel.name })
        }
        confirmLabel={t('cashier.confirm')}
      />
    </form>
  );
};
