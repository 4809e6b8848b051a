import { type FormEvent, useState } from 'react';
import {
  type TConfirmWithdrawalInput,
  type TWithdrawal,
  ZConfirmWithdrawalInputSchema,
} from '@site/contracts/api';
import { CASHIER_LIMITS } from '@site/contracts/domain';
import { Button } from '../../../../components/button/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { useFormErrors } from '../../../../components/form/use-form-errors';
import { RemarkField } from '../../../../components/remark-field/remark-field';
import { useToast } from '../../../../components/toast/toast-context';
import { fieldMessagesOf } from '../../../../lib/forms/schema-messages';
import { useTranslation } from '../../../../lib/use-translation';
import { formatMerchantDateTime } from '../../../shared-date-range/merchant-days';
import { useMoney } from '../../../shared-money/api/use-money';
import { ProofUpload } from '../../../shared-proof-upload/proof-upload';
import { useConfirmWithdrawal } from '../../api/use-withdraw-calls';
import cashier from '../shared/cashier.module.css';
import { cardLabel } from './card-label';
import styles from './withdraw.module.css';

const FIELDS = ['proofs', 'remark'] as const;
type TField = (typeof FIELDS)[number];

/**
 * An approved withdrawal waiting for the member (docs/product.md §4): "Received", or
 * "Not received" with at least one proof and a remark. Unanswered by
 * `confirmBefore` it counts as received; the window's minutes are not shown.
 */
export const WithdrawalConfirmPanel = ({ withdrawal }: { withdrawal: TWithdrawal }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { format } = useMoney();
  const confirm = useConfirmWithdrawal();
  const [isReporting, setIsReporting] = useState(false);
  const [proofs, setProofs] = useState<string[]>([]);
  const [remark, setRemark] = useState('');
  const { formErrorKey, setFieldErrors, clearFormError, showServerError, bind } = useFormErrors(FIELDS);
  const [answer, setAnswer] = useState<TConfirmWithdrawalInput | null>(null);

  const values = { amount: format(withdrawal.amount), card: cardLabel(withdrawal) };
  const isBusy = confirm.isPending;

  const onReport = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZConfirmWithdrawalInputSchema.safeParse({
      withdrawalId: withdrawal.withdrawalId,
      received: false,
      proofs,
      remark,
    });
    if (!parsed.success) {
      setFieldErrors(fieldMessagesOf<TField>(parsed.error.issues));
      return;
    }
    setAnswer(parsed.data);
  };

  const onConfirm = () => {
    if (!answer) return;
    setAnswer(null);
    clearFormError();
    confirm.mutate(answer, {
      onSuccess: () =>
        toast.show(t(answer.received ? 'cashier.marked_received' : 'cashier.marked_not_received'), 'success'),
      onError: showServerError,
    });
  };

  return (
    <section className={styles.confirmPanel} aria-labelledby={`confirm-${withdrawal.withdrawalId}`}>
      <h5 id={`confirm-${withdrawal.withdrawalId}`} className={cashier.panelTitle}>
        {t('cashier.confirm_panel_title', { amount: values.amount })}
      </h5>
      <p className={cashier.panelText}>{t('cashier.confirm_panel_text', { card: values.card })}</p>
      {withdrawal.confirmBefore !== null && (
        <p className={styles.deadline}>
          {t('cashier.confirm_panel_deadline', { time: formatMerchantDateTime(withdrawal.confirmBefore) })}
        </p>
      )}
      <p className={cashier.panelText}>{t('cashier.confirm_panel_forced')}</p>
      <FormError messageKey={formErrorKey} />
      {!isReporting ? (
        <div className={cashier.actions}>
          <Button
            loading={isBusy}
            onClick={() =>
              setAnswer({ withdrawalId: withdrawal.withdrawalId, received: true, proofs: [], remark: '' })
            }
          >
            {t('cashier.received')}
          </Button>
          <Button variant="outline" disabled={isBusy} onClick={() => setIsReporting(true)}>
            {t('cashier.not_received')}
          </Button>
        </div>
      ) : (
        <form className={cashier.form} onSubmit={onReport} noValidate aria-label={t('cashier.not_received')}>
          <ProofUpload
            label={t('cashier.not_received_proofs')}
            {...bind('proofs', proofs, setProofs)}
            disabled={isBusy}
            isRequired
          />
          <RemarkField
            label={t('cashier.remark')}
            max={CASHIER_LIMITS.remarkMaxChars}
            {...bind('remark', remark, setRemark)}
            disabled={isBusy}
          />
          <div className={cashier.actions}>
            <SubmitButton isBusy={isBusy}>{t('cashier.not_received_submit')}</SubmitButton>
            <Button variant="ghost" disabled={isBusy} onClick={() => setIsReporting(false)}>
              {t('in_more_cancel')}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={answer !== null}
        title={t(
          answer?.received === false
            ? 'cashier.not_received_confirm_title'
            : 'cashier.received_confirm_title',
        )}
        message={t(
          answer?.received === false ? 'cashier.not_received_confirm' : 'cashier.received_confirm',
          values,
        )}
        confirmLabel={t('cashier.confirm')}
        cancelLabel={t('in_more_cancel')}
        onConfirm={onConfirm}
        onCancel={() => setAnswer(null)}
      />
    </section>
  );
};
