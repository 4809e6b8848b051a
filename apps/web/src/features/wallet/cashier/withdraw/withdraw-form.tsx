import { useState } from 'react';
import { type TBankCard, type TWithdrawSettings, ZWithdrawInputSchema } from '@site/contracts/api';
import { Button } from '../../../../components/button/button';
import { ClockIcon } from '../../../../components/icons/icons';
import { Modal } from '../../../../components/modal/modal';
import { SelectField } from '../../../../components/select-field/select-field';
import { useTranslation } from '../../../../lib/use-translation';
import { amountProblem, amountText, parseAmount } from '../../../shared-money/amount';
import { AmountField } from '../../../shared-money/amount-field';
import { useMoney } from '../../../shared-money/api/use-money';
import { MoneyConfirmDialog } from '../../../shared-money/money-confirm-dialog';
import { MoneyForm } from '../../../shared-money/money-form';
import { MoneySubmit } from '../../../shared-money/money-submit';
import { useMoneyForm } from '../../../shared-money/use-money-form';
import { useWithdraw } from '../../api/use-withdraw-calls';
import cashier from '../shared/cashier.module.css';
import { cardLabel } from './card-label';
import { PaymentPasswordForm } from './payment-password-form';

const WithdrawDraftSchema = ZWithdrawInputSchema.omit({ requestId: true });

type TWithdrawFormProps = { settings: TWithdrawSettings; cards: readonly TBankCard[] };

/** Card, amount (within the limits and the main balance) and payment password; confirmed before it runs. */
export const WithdrawForm = ({ settings, cards }: TWithdrawFormProps) => {
  const { t } = useTranslation();
  const { format, mainBalance } = useMoney();
  const withdraw = useWithdraw();
  const [isResetting, setIsResetting] = useState(false);

  const range = { min: settings.minAmount, max: settings.maxAmount };
  const rangeValues = { min: format(range.min), max: format(range.max) };
  const cardOf = (id: string) => cards.find((card) => card.id === id);

  const form = useMoneyForm({
    initial: () => ({ bankCardId: cards[0]?.id ?? '', amount: '', paymentPassword: '' }),
    schema: WithdrawDraftSchema,
    draft: ({ bankCardId, amount, paymentPassword }) => ({
      bankCardId,
      amount: parseAmount(amount) ?? 0,
      paymentPassword,
    }),
    // The amount's own checks say more than the schema's message.
    check: ({ amount }) => {
      const problem = amountProblem(amount, range);
      if (problem === 'invalid') return { amount: 'cashier.amount_invalid' };
      if (problem === 'out_of_range') return { amount: 'cashier.amount_out_of_range' };
      if (mainBalance !== null && (parseAmount(amount) ?? 0) > mainBalance)
        return { amount: 'cashier.amount_over_balance' };
      return {};
    },
    mutation: withdraw,
    doneMessage: (draft) => t('cashier.withdraw_pending', { amount: format(draft.amount) }),
    resetOnSuccess: ['amount', 'paymentPassword'],
  });

  const isBusy = form.isSending;
  const all = mainBalance === null ? null : Math.min(mainBalance, range.max);

  return (
    <section className={cashier.section} aria-labelledby="withdraw-form-title">
      <h4 id="withdraw-form-title" className={cashier.sectionTitle}>
        {t('cashier.withdraw_title')}
      </h4>
      {form.done !== null && (
        <div className={cashier.result} role="status">
          <ClockIcon />
          <p>{form.done}</p>
        </div>
      )}
      <MoneyForm form={form} className={cashier.form} label={t('cashier.withdraw_title')}>
        <SelectField
          label={t('cashier.column_card')}
          {...form.inputProps('bankCardId')}
          options={cards.map((card) => ({
            value: card.id,
            label: `${cardLabel(card)} · ${card.accountName}`,
          }))}
          disabled={isBusy}
          isRequired
        />
        <AmountField
          {...form.valueProps('amount', rangeValues)}
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
                if (all) form.setValue('amount', amountText(all));
                form.clearField('amount');
              }}
            >
              {t('cashier.withdraw_all')}
            </Button>
          }
        />
        <MoneySubmit
          form={form}
          paymentPasswordLabel={t('cashier.payment_password')}
          label={t('cashier.withdraw_submit')}
          isBusy={isBusy}
        >
          <Button variant="link" onClick={() => setIsResetting(true)}>
            {t('cashier.forgot_password')}
          </Button>
        </MoneySubmit>
      </MoneyForm>
      <MoneyConfirmDialog
        form={form}
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
