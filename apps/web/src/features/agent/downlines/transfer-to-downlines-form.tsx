import { type FormEvent, useState } from 'react';
import { type TDownline, ZPaymentPasswordSchema } from '@site/contracts/api';
import { CASHIER_LIMITS } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { FormResult } from '../../../components/form/form-result';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { parseAmount } from '../../../components/money/amount';
import { MoneySubmit } from '../../../components/money/money-submit';
import { useConfirmedMoneyAction } from '../../../components/money/use-confirmed-money-action';
import { TextField } from '../../../components/text-field/text-field';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import { fieldMessagesOf } from '../../../lib/forms/schema-messages';
import { tk } from '../../../lib/i18n-keys';
import { useMoney } from '../../../lib/money/use-money';
import { useTranslation } from '../../../lib/use-translation';
import styles from '../agent-pages.module.css';
import { useDownlineTransfers } from '../api/use-downline-transfers';

type TDraft = { transfers: { memberId: string; amount: number }[]; paymentPassword: string };

type TTransferToDownlinesFormProps = {
  recipients: readonly TDownline[];
  onClose: () => void;
};

/** The sum of the amounts typed so far that read as amounts. */
const typedTotal = (amounts: readonly string[]): number =>
  amounts.reduce((sum, text) => sum + (parseAmount(text) ?? 0), 0);

const draftTotal = (draft: TDraft): number =>
  draft.transfers.reduce((sum, transfer) => sum + transfer.amount, 0);

/** The payment password's message, under its field's name. */
const paymentPasswordErrors = (value: string): TFieldErrors<string> => {
  const parsed = ZPaymentPasswordSchema.safeParse(value);
  return parsed.success
    ? {}
    : fieldMessagesOf(parsed.error.issues.map((issue) => ({ ...issue, path: ['paymentPassword'] })));
};

/**
 * Money to several downlines in one move: an amount each, their total, one
 * payment password and one confirmation; all of it moves or none does.
 */
export const TransferToDownlinesForm = ({ recipients, onClose }: TTransferToDownlinesFormProps) => {
  const { t } = useTranslation();
  const { format, mainBalance } = useMoney();
  const { toMany } = useDownlineTransfers();
  const fields = [...recipients.map((recipient) => recipient.memberId), 'paymentPassword'];
  const { formErrorKey, setFieldErrors, setFormErrorKey, clearFormError, showServerError, bind } =
    useFormErrors<string>(fields);
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [paymentPassword, setPaymentPassword] = useState('');
  const amountOf = (memberId: string) => amounts[memberId] ?? '';
  const total = typedTotal(recipients.map((recipient) => amountOf(recipient.memberId)));

  const action = useConfirmedMoneyAction<TDraft>({
    mutate: toMany.mutate,
    doneMessage: (draft) =>
      t('agent.transfer.many_done', { amount: format(draftTotal(draft)), count: draft.transfers.length }),
    onSuccess: () => {
      setAmounts({});
      setPaymentPassword('');
    },
    onError: showServerError,
  });

  const validate = (): TDraft | null => {
    const found = paymentPasswordErrors(paymentPassword);
    const transfers = recipients.map(({ memberId }) => {
      const minor = parseAmount(amountOf(memberId));
      if (minor === null || minor <= 0) found[memberId] = tk('member_centre.transfer.amount_invalid');
      return { memberId, amount: minor ?? 0 };
    });
    setFieldErrors(found);
    if (Object.keys(found).length > 0) return null;
    if ((mainBalance !== null && total > mainBalance) || total > CASHIER_LIMITS.maxAmountMinor) {
      setFormErrorKey(tk('agent.transfer.total_above_balance'));
      return null;
    }
    return { transfers, paymentPassword };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearFormError();
    action.review(validate());
  };
  const isBusy = toMany.isPending || action.isOutcomePending;

  return (
    <section className={styles.card} aria-labelledby="agent-transfer-many">
      <div className={styles.cardHeader}>
        <h4 id="agent-transfer-many" className={styles.sectionTitle}>
          {t('agent.transfer.many_title', { count: recipients.length })}
        </h4>
        <Button variant="ghost" size="sm" onClick={onClose} disabled={isBusy}>
          {t('in_more_cancel')}
        </Button>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="agent-transfer-many">
        <FormResult message={action.done} />
        {recipients.map(({ memberId, username }) => {
          const binding = bind(memberId, amountOf(memberId), (value: string) =>
            setAmounts((current) => ({ ...current, [memberId]: value })),
          );
          return (
            <TextField
              key={memberId}
              label={t('agent.transfer.amount_for', { username })}
              name={`amount-${memberId}`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={binding.value}
              onChange={(event) => binding.onChange(event.target.value)}
              error={binding.error}
              disabled={isBusy}
              isRequired
            />
          );
        })}
        <p className={styles.total} data-testid="transfer-total">
          {t('agent.transfer.total', { amount: format(total) })}
          {mainBalance !== null && (
            <span className={styles.muted}>
              {' '}
              · {t('member_centre.upline.available', { amount: format(mainBalance) })}
            </span>
          )}
        </p>
        <MoneySubmit
          action={action}
          paymentPassword={bind('paymentPassword', paymentPassword, setPaymentPassword)}
          formErrorKey={formErrorKey}
          submitLabel={t('agent.transfer.many_submit')}
          confirmTitle={t('agent.transfer.confirm_title')}
          confirmMessage={(draft) =>
            t('agent.transfer.many_confirm', {
              amount: format(draftTotal(draft)),
              usernames: recipients.map((recipient) => recipient.username).join(', '),
            })
          }
          isBusy={isBusy}
        />
      </form>
    </section>
  );
};
