import { type FormEvent, useState } from 'react';
import { type TWalletsOutput, VALIDATION } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { FormResult } from '../../../components/form/form-result';
import { FormSubmit } from '../../../components/form/form-submit';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { TransferIcon } from '../../../components/icons/member-centre-icons';
import { amountText, parseAmount } from '../../../components/money/amount';
import { AmountField } from '../../../components/money/amount-field';
import { MoneyConfirmDialog } from '../../../components/money/money-confirm-dialog';
import { useConfirmedMoneyAction } from '../../../components/money/use-confirmed-money-action';
import { SelectField } from '../../../components/select-field/select-field';
import { formatBalance } from '../../../lib/format';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import { tk } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import cashierStyles from '../cashier/shared/cashier.module.css';
import { useTransfer } from './use-transfer';
import styles from './wallet.module.css';

const FIELDS = ['fromAccountTypeId', 'toAccountTypeId', 'amount'] as const;
type TField = (typeof FIELDS)[number];
type TDraft = { fromAccountTypeId: number; toAccountTypeId: number; amount: number };
type TWallet = TWalletsOutput['wallets'][number];

/** From one of the member's wallets to another: checked, confirmed, then run once. */
export const TransferForm = ({ wallets }: { wallets: TWalletsOutput }) => {
  const { t } = useTranslation();
  const transfer = useTransfer();
  const { formErrorKey, setFieldErrors, clearField, clearFormError, showServerError, messageOf, bind } =
    useFormErrors(FIELDS);
  const format = (minor: number) => formatBalance(minor, wallets.currencySymbol);

  const main = wallets.wallets.find((wallet) => wallet.isMain) ?? wallets.wallets[0];
  const firstOther = wallets.wallets.find((wallet) => wallet !== main);
  const [fromId, setFromId] = useState(String(main?.accountTypeId ?? ''));
  const [toId, setToId] = useState(String(firstOther?.accountTypeId ?? ''));
  const [amount, setAmount] = useState('');

  const walletOf = (accountTypeId: number | string): TWallet | undefined =>
    wallets.wallets.find((wallet) => String(wallet.accountTypeId) === String(accountTypeId));
  const from = walletOf(fromId);
  const options = wallets.wallets.map((wallet) => ({
    value: String(wallet.accountTypeId),
    label: `${wallet.name} (${format(wallet.balance)})`,
  }));

  const validate = (): TDraft | null => {
    const found: TFieldErrors<TField> = {};
    if (fromId === toId) found.toAccountTypeId = VALIDATION.sameWallet;
    const minor = parseAmount(amount);
    if (minor === null || minor <= 0) found.amount = tk('member_centre.transfer.amount_invalid');
    else if (from && minor > from.balance) found.amount = tk('member_centre.transfer.amount_above_balance');
    setFieldErrors(found);
    if (Object.keys(found).length > 0 || minor === null) return null;
    return { fromAccountTypeId: Number(fromId), toAccountTypeId: Number(toId), amount: minor };
  };

  const describe = (values: TDraft) => ({
    amount: format(values.amount),
    from: walletOf(values.fromAccountTypeId)?.name ?? '',
    to: walletOf(values.toAccountTypeId)?.name ?? '',
  });

  const action = useConfirmedMoneyAction<TDraft>({
    mutate: transfer.mutate,
    doneMessage: (draft) => t('member_centre.transfer.done', describe(draft)),
    onSuccess: () => setAmount(''),
    onError: showServerError,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearFormError();
    action.review(validate());
  };

  const walletValues = { wallet: from?.name ?? '' };
  const isBusy = transfer.isPending;

  return (
    <form
      className={cashierStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('member_centre.transfer.form')}
    >
      <FormResult message={action.done} />
      <div className={styles.route}>
        <SelectField
          label={t('member_centre.transfer.from')}
          name="fromAccountTypeId"
          options={options}
          value={fromId}
          onChange={(event) => {
            setFromId(event.target.value);
            clearField('toAccountTypeId');
            clearField('amount');
          }}
          error={messageOf('fromAccountTypeId', walletValues)}
          disabled={isBusy}
        />
        <TransferIcon className={styles.routeArrow} />
        <SelectField
          label={t('member_centre.transfer.to')}
          name="toAccountTypeId"
          options={options}
          value={toId}
          onChange={(event) => {
            setToId(event.target.value);
            clearField('toAccountTypeId');
          }}
          error={messageOf('toAccountTypeId', walletValues)}
          disabled={isBusy}
        />
      </div>
      <AmountField
        {...bind('amount', amount, setAmount, walletValues)}
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
              if (from) setAmount(amountText(from.balance));
              clearField('amount');
            }}
          >
            {t('member_centre.transfer.all')}
          </Button>
        }
        disabled={isBusy}
      />
      <FormSubmit
        errorKey={formErrorKey}
        label={t('member_centre.transfer.submit')}
        isBusy={isBusy}
        icon={<TransferIcon />}
      />
      <MoneyConfirmDialog
        action={action}
        title={t('member_centre.transfer.confirm_title')}
        message={(draft) => t('member_centre.transfer.confirm', describe(draft))}
        confirmLabel={t('member_centre.transfer.confirm_button')}
      />
    </form>
  );
};
