import { type TWalletsOutput, VALIDATION } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { FormResult } from '../../../components/form/form-result';
import { FormSubmit } from '../../../components/form/form-submit';
import { TransferIcon } from '../../../components/icons/member-centre-icons';
import { SelectField } from '../../../components/select-field/select-field';
import { formatBalance } from '../../../lib/format';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import { tk } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { amountText, parseAmount } from '../../shared-money/amount';
import { AmountField } from '../../shared-money/amount-field';
import { MoneyConfirmDialog } from '../../shared-money/money-confirm-dialog';
import { MoneyForm } from '../../shared-money/money-form';
import { useMoneyForm } from '../../shared-money/use-money-form';
import { useTransfer } from '../api/use-transfer';
import cashierStyles from '../cashier/shared/cashier.module.css';
import styles from './wallet.module.css';

type TDraft = { fromAccountTypeId: number; toAccountTypeId: number; amount: number };
type TWallet = TWalletsOutput['wallets'][number];

/** From one of the member's wallets to another: checked, confirmed, then run once. */
export const TransferForm = ({ wallets }: { wallets: TWalletsOutput }) => {
  const { t } = useTranslation();
  const transfer = useTransfer();
  const format = (minor: number) => formatBalance(minor, wallets.currencySymbol);

  const main = wallets.wallets.find((wallet) => wallet.isMain) ?? wallets.wallets[0];
  const firstOther = wallets.wallets.find((wallet) => wallet !== main);
  const walletOf = (accountTypeId: number | string): TWallet | undefined =>
    wallets.wallets.find((wallet) => String(wallet.accountTypeId) === String(accountTypeId));
  const describe = (values: TDraft) => ({
    amount: format(values.amount),
    from: walletOf(values.fromAccountTypeId)?.name ?? '',
    to: walletOf(values.toAccountTypeId)?.name ?? '',
  });

  const form = useMoneyForm({
    initial: () => ({
      fromAccountTypeId: String(main?.accountTypeId ?? ''),
      toAccountTypeId: String(firstOther?.accountTypeId ?? ''),
      amount: '',
    }),
    draft: (values): TDraft => ({
      fromAccountTypeId: Number(values.fromAccountTypeId),
      toAccountTypeId: Number(values.toAccountTypeId),
      amount: parseAmount(values.amount) ?? 0,
    }),
    check: (values) => {
      const found: TFieldErrors<keyof typeof values> = {};
      if (values.fromAccountTypeId === values.toAccountTypeId) found.toAccountTypeId = VALIDATION.sameWallet;
      const minor = parseAmount(values.amount);
      const balance = walletOf(values.fromAccountTypeId)?.balance;
      if (minor === null || minor <= 0) found.amount = tk('member_centre.transfer.amount_invalid');
      else if (balance !== undefined && minor > balance)
        found.amount = tk('member_centre.transfer.amount_above_balance');
      return found;
    },
    mutation: transfer,
    doneMessage: (draft) => t('member_centre.transfer.done', describe(draft)),
    resetOnSuccess: ['amount'],
  });

  const from = walletOf(form.values.fromAccountTypeId);
  const options = wallets.wallets.map((wallet) => ({
    value: String(wallet.accountTypeId),
    label: `${wallet.name} (${format(wallet.balance)})`,
  }));
  const walletValues = { wallet: from?.name ?? '' };
  const isBusy = form.isSending;

  return (
    <MoneyForm form={form} className={cashierStyles.form} label={t('member_centre.transfer.form')}>
      <FormResult message={form.done} />
      <div className={styles.route}>
        <SelectField
          label={t('member_centre.transfer.from')}
          name="fromAccountTypeId"
          options={options}
          value={form.values.fromAccountTypeId}
          onChange={(event) => {
            const fromAccountTypeId = event.target.value;
            form.setValues((current) => ({ ...current, fromAccountTypeId }));
            form.clearField('toAccountTypeId');
            form.clearField('amount');
          }}
          error={form.messageOf('fromAccountTypeId', walletValues)}
          disabled={isBusy}
        />
        <TransferIcon className={styles.routeArrow} />
        <SelectField
          label={t('member_centre.transfer.to')}
          {...form.inputProps('toAccountTypeId', walletValues)}
          options={options}
          disabled={isBusy}
        />
      </div>
      <AmountField
        {...form.valueProps('amount', walletValues)}
        help={
          from
            ? t('member_centre.transfer.available', { amount: format(from.balance), wallet: from.name })
            : ''
        }
        adornment={
          <Button
            variant="ghost"
            size="sm"
            disabled={isBusy || !from}
            onClick={() => {
              if (from) form.setValue('amount', amountText(from.balance));
              form.clearField('amount');
            }}
          >
            {t('member_centre.transfer.all')}
          </Button>
        }
        disabled={isBusy}
      />
      <FormSubmit
        errorKey={form.formErrorKey}
        errorValues={form.formErrorValues}
        label={t('member_centre.transfer.submit')}
        isBusy={isBusy}
        icon={<TransferIcon />}
      />
      <MoneyConfirmDialog
        form={form}
        title={t('member_centre.transfer.confirm_title')}
        message={(draft) => t('member_centre.transfer.confirm', describe(draft))}
        confirmLabel={t('member_centre.transfer.confirm_button')}
      />
    </MoneyForm>
  );
};
