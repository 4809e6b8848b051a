import { type TDownline, ZPaymentPasswordSchema } from '@site/contracts/api';
import { CASHIER_LIMITS } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { FormResult } from '../../../components/form/form-result';
import { SendIcon } from '../../../components/icons/icons';
import { TextField } from '../../../components/text-field/text-field';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import { fieldMessagesOf } from '../../../lib/forms/schema-messages';
import { tk } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { parseAmount } from '../../shared-money/amount';
import { useMoney } from '../../shared-money/api/use-money';
import { MoneyConfirmDialog } from '../../shared-money/money-confirm-dialog';
import { MoneyForm } from '../../shared-money/money-form';
import { MoneySubmit } from '../../shared-money/money-submit';
import { useMoneyForm } from '../../shared-money/use-money-form';
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
  const form = useMoneyForm({
    initial: () => ({ amounts: {} as Record<string, string>, paymentPassword: '' }),
    fields,
    draft: ({ amounts, paymentPassword }): TDraft => ({
      transfers: recipients.map(({ memberId }) => ({
        memberId,
        amount: parseAmount(amounts[memberId] ?? '') ?? 0,
      })),
      paymentPassword,
    }),
    check: ({ amounts, paymentPassword }) => {
      const found = paymentPasswordErrors(paymentPassword);
      for (const { memberId } of recipients) {
        const minor = parseAmount(amounts[memberId] ?? '');
        if (minor === null || minor <= 0) found[memberId] = tk('member_centre.transfer.amount_invalid');
      }
      return found;
    },
    refuse: (draft) =>
      (mainBalance !== null && draftTotal(draft) > mainBalance) ||
      draftTotal(draft) > CASHIER_LIMITS.maxAmountMinor
        ? tk('agent.transfer.total_above_balance')
        : null,
    mutation: toMany,
    doneMessage: (draft) =>
      t('agent.transfer.many_done', { amount: format(draftTotal(draft)), count: draft.transfers.length }),
    resetOnSuccess: 'all',
  });
  const amountOf = (memberId: string) => form.values.amounts[memberId] ?? '';
  const total = typedTotal(recipients.map((recipient) => amountOf(recipient.memberId)));
  const isBusy = form.isBusy;

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
      <MoneyForm form={form} className={styles.form} labelledBy="agent-transfer-many">
        <FormResult message={form.done} />
        {recipients.map(({ memberId, username }) => {
          const binding = form.bind(memberId, amountOf(memberId), (value: string) =>
            form.setValues((current) => ({ ...current, amounts: { ...current.amounts, [memberId]: value } })),
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
          form={form}
          paymentPasswordLabel={t('member_centre.upline.payment_password')}
          label={t('agent.transfer.many_submit')}
          icon={<SendIcon />}
        />
        <MoneyConfirmDialog
          form={form}
          title={t('agent.transfer.confirm_title')}
          message={(draft) =>
            t('agent.transfer.many_confirm', {
              amount: format(draftTotal(draft)),
              usernames: recipients.map((recipient) => recipient.username).join(', '),
            })
          }
          confirmLabel={t('member_centre.transfer.confirm_button')}
        />
      </MoneyForm>
    </section>
  );
};
