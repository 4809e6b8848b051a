import { type FormEvent, useState } from 'react';
import { type TPointMall, ZConvertPointsInputSchema } from '@site/contracts/api';
import { MINOR_PER_MAJOR, REWARD_LIMITS } from '@site/contracts/domain';
import { FormResult } from '../../../components/form/form-result';
import { FormSubmit } from '../../../components/form/form-submit';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { WalletIcon } from '../../../components/icons/member-centre-icons';
import { MoneyConfirmDialog } from '../../../components/money/money-confirm-dialog';
import { PaymentPasswordField } from '../../../components/money/payment-password-field';
import { useConfirmedMoneyAction } from '../../../components/money/use-confirmed-money-action';
import { TextField } from '../../../components/text-field/text-field';
import { formatCount } from '../../../lib/format';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import { fieldMessagesOf } from '../../../lib/forms/schema-messages';
import { tk } from '../../../lib/i18n-keys';
import { useMoney } from '../../../lib/money/use-money';
import { useTranslation } from '../../../lib/use-translation';
import styles from './point-mall.module.css';
import { usePaymentPasswordMissing } from './use-payment-password-missing';
import { useConvertPoints } from './use-point-mall-calls';
import { parseWholeNumber } from './whole-number';

const FIELDS = ['points', 'paymentPassword'] as const;
type TField = (typeof FIELDS)[number];
type TDraft = { points: number; paymentPassword: string };

const DraftSchema = ZConvertPointsInputSchema.omit({ requestId: true });

/** What `points` become in the main wallet, in minor units: whole minor units only, the remainder's points stay. */
export const convertedAmount = (points: number, pointsPerUnit: number): number =>
  Math.floor((points * MINOR_PER_MAJOR) / pointsPerUnit);

type TConvertPointsFormProps = {
  conversion: NonNullable<TPointMall['conversion']>;
  /** The member's points, once known. */
  points: number | undefined;
};

/** Points into the main balance: at least the minimum, at most the balance, previewed, confirmed, behind the payment password. */
export const ConvertPointsForm = ({ conversion, points }: TConvertPointsFormProps) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const convert = useConvertPoints();
  const { formErrorKey, setFieldErrors, clearFormError, showServerError, bind } = useFormErrors(FIELDS);
  const [pointsText, setPointsText] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const onError = usePaymentPasswordMissing(showServerError);
  const action = useConfirmedMoneyAction<TDraft, { points: number; amount: number }>({
    mutate: convert.mutate,
    doneMessage: (_draft, output) =>
      t('rewards.point_mall.convert_done', {
        points: formatCount(output.points),
        amount: format(output.amount),
      }),
    onSuccess: () => {
      setPointsText('');
      setPaymentPassword('');
    },
    onError,
  });

  const count = parseWholeNumber(pointsText);
  const preview = count === null ? null : convertedAmount(count, conversion.pointsPerUnit);

  const validate = (): TDraft | null => {
    const parsed = DraftSchema.safeParse({ points: count ?? 0, paymentPassword });
    const found: TFieldErrors<TField> = parsed.success ? {} : fieldMessagesOf<TField>(parsed.error.issues);
    if (count === null || count < 1 || count > REWARD_LIMITS.maxConvertPoints)
      found.points = tk('rewards.point_mall.convert_points_invalid');
    else if (count < conversion.minPoints) found.points = 'error.points_below_minimum';
    else if (points !== undefined && count > points) found.points = 'error.points_insufficient';
    setFieldErrors(found);
    return parsed.success && Object.keys(found).length === 0 ? parsed.data : null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearFormError();
    action.review(validate());
  };
  const isBusy = convert.isPending || action.isOutcomePending;
  const pointsField = bind('points', pointsText, setPointsText);

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('rewards.point_mall.convert_title')}
    >
      <FormResult message={action.done} />
      <TextField
        label={t('rewards.point_mall.convert_points')}
        name="points"
        inputMode="numeric"
        autoComplete="off"
        value={pointsField.value}
        onChange={(event) => pointsField.onChange(event.target.value)}
        error={pointsField.error}
        help={t('rewards.point_mall.convert_help', {
          min: formatCount(conversion.minPoints),
          rate: formatCount(conversion.pointsPerUnit),
          unit: format(MINOR_PER_MAJOR),
        })}
        disabled={isBusy}
        isRequired
      />
      <p className={styles.total} aria-live="polite" data-testid="convert-preview">
        {t('rewards.point_mall.convert_preview', { amount: preview === null ? '—' : format(preview) })}
      </p>
      <PaymentPasswordField
        label={t('cashier.payment_password')}
        {...bind('paymentPassword', paymentPassword, setPaymentPassword)}
        disabled={isBusy}
      />
      <FormSubmit
        errorKey={formErrorKey}
        label={t('rewards.point_mall.convert')}
        isBusy={isBusy}
        icon={<WalletIcon />}
      />
      <MoneyConfirmDialog
        action={action}
        title={t('rewards.point_mall.convert_confirm_title')}
        message={(draft) =>
          t('rewards.point_mall.convert_confirm', {
            points: formatCount(draft.points),
            amount: format(convertedAmount(draft.points, conversion.pointsPerUnit)),
          })
        }
        confirmLabel={t('rewards.point_mall.convert_now')}
      />
    </form>
  );
};
