import { type FormEvent, useState } from 'react';
import { type TBankCard, type TWithdrawSettings, ZWithdrawInputSchema } from '@site/contracts/api';
import { Button } from '../../../../components/button/button';
import { FormSubmit } from '../../../../components/form/form-submit';
import { useFormErrors } from '../../../../components/form/use-form-errors';
import { ClockIcon } from '../../../../components/icons/icons';
import { Modal } from '../../../../components/modal/modal';
import { amountProblem, amountText, parseAmount } from '../../../../components/money/amount';
import { AmountField } from '../../../../components/money/amount-field';
import { MoneyConfirmDialog } from '../../../../components/money/money-confirm-dialog';
import { PaymentPasswordField } from '../../../../components/money/payment-password-field';
import { useConfirmedMoneyAction } from '../../../../components/money/use-confirmed-money-action';
import { SelectField } from '../../../../components/select-field/select-field';
import type { TFieldErrors } from '../../../../lib/forms/field-errors';
import { fieldMessagesOf } from '../../../../lib/forms/schema-messages';
import { useMoney } from '../../../../lib/money/use-money';
import { useTranslation } from '../../../../lib/use-translation';
import cashier from '../shared/cashier.module.css';
import { cardLabel } from './card-label';
import { PaymentPasswordForm } from './payment-password-form';
import { useWithdraw } from './use-withdraw-calls';

const FIELDS = ['bankCardId', 'amount', 'paymentPassword'] as const;
type TField = (typeof FIELDS)[number];
type TDraft = { bankCardId: string; amount: number; paymentPassword: string };

const WithdrawDraftSchema = ZWithdrawInputSchema.omit({ requestId: true });

type TWithdrawFormProps = { settings: TWithdrawSettings; cards: readonly TBankCard[] };

/** Card, amount (within the limits and the main balance) and payment password; confirmed before it runs. */
export const WithdrawForm = ({ settings, cards }: TWithdrawFormProps) => {
  const { t } = useTranslation();
  const { format, mainBalance } = useMoney();
  const withdraw = useWithdraw();
  const { formErrorKey, setFieldErrors, clearField, clearFormError, showServerError, messageOf, bind } =
    useFormErrors(FIELDS);
  const [bankCardId, setBankCardId] = useState(cards[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [isResetting, setIsResetting] = useState(false);

  const range = { min: settings.minAmount, max: settings.maxAmount };
  const rangeValues = { min: format(range.min), max: format(range.max) };
  const cardOf = (id: string) => cards.find((card) => card.id === id);

  const validate = (): TDraft | null => {
    const minor = parseAmount(amount) ?? 0;
    const parsed = WithdrawDraftSchema.safeParse({ bankCardId, amount: minor, paymentPassword });
    const found: TFieldErrors<TField> = parsed.success ? {} : fieldMessagesOf<TField>(parsed.error.issues);
    // The amount's own checks say more than the schema's message.
    const problem = amountProblem(amount, range);
    if (problem === 'invalid') found.amount = 'cashier.amount_invalid';
    else if (problem === 'out_of_range') found.amount = 'cashier.amount_out_of_range';
    else if (mainBalance !== null && minor > mainBalance) found.amount = 'cashier.amount_over_balance';
    setFieldErrors(found);
    return parsed.success && Object.keys(found).length === 0 ? parsed.data : null;
  };

  const action = useConfirmedMoneyAction<TDraft>({
    mutate: withdraw.mutate,
    doneMessage: (draft) => t('cashier.withdraw_pending', { amount: format(draft.amount) }),
    onSuccess: () => {
      setAmount('');
      setPaymentPassword('');
    },
    onError: showServerError,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearFormError();
    action.review(validate());
  };

  const isBusy = withdraw.isPending;
  const all = mainBalance === null ? null : Math.min(mainBalance, range.max);

  return (
    <section className={cashier.section} aria-labelledby="withdraw-form-title">
      <h4 id="withdraw-form-title" className={cashier.sectionTitle}>
        {t('cashier.withdraw_title')}
      </h4>
      {action.done !== null && (
        <div className={cashier.result} role="status">
          <ClockIcon />
          <p>{action.done}</p>
        </div>
      )}
      <form className={cashier.form} onSubmit={onSubmit} noValidate aria-label={t('cashier.withdraw_title')}>
        <SelectField
          label={t('cashier.column_card')}
          name="bankCardId"
          options={cards.map((card) => ({
            value: card.id,
            label: `${cardLabel(card)} · ${card.accountName}`,
          }))}
          value={bankCardId}
          onChange={(event) => {
            setBankCardId(event.target.value);
            clearField('bankCardId');
          }}
          error={messageOf('bankCardId')}
          disabled={isBusy}
          isRequired
        />
        <AmountField
          {...bind('amount', amount, setAmount, rangeValues)}
          help={t('cashier.withdraw_range_help', {
            ...rangeValues,
            balance: mainBalance === null ? '…' : format(mainBalance),
          })}
          disabled={isBusy}
          adornment={
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('cashier.withdraw_all_label')}
              disabled={isBusy || !all || all <= 0}
              onClick={() => {
                if (all) setAmount(amountText(all));
                clearField('amount');
              }}
            >
              {t('cashier.withdraw_all')}
            </Button>
          }
        />
        <PaymentPasswordField
          label={t('cashier.payment_password')}
          {...bind('paymentPassword', paymentPassword, setPaymentPassword)}
          disabled={isBusy}
        />
        <FormSubmit errorKey={formErrorKey} label={t('cashier.withdraw_submit')} isBusy={isBusy}>
          <Button variant="link" onClick={() => setIsResetting(true)}>
            {t('cashier.forgot_password')}
          </Button>
        </FormSubmit>
      </form>
      <MoneyConfirmDialog
        action={action}
        title={t('cashier.withdraw_confirm_title')}
        message={(draft) => {
          const card = cardOf(draft.bankCardId);
          return t('cashier.withdraw_confirm', {
            amount: format(draft.amount),
            card: card ? cardLabel(card) : '',
          });
        }}
        confirmLabel={t('cashier.confirm')}
      />
      <Modal
        open={isResetting}
        onClose={() => setIsResetting(false)}
        title={t('cashier.reset_password_title')}
        size="sm"
      >
        <p className={cashier.panelText}>{t('cashier.reset_password_text')}</p>
        <PaymentPasswordForm mode="reset" onDone={() => setIsResetting(false)} />
      </Modal>
    </section>
  );
};
