import { type TPointMall, ZConvertPointsInputSchema } from '@site/contracts/api';
import { MINOR_PER_MAJOR, REWARD_LIMITS } from '@site/contracts/domain';
import { FormResult } from '../../../components/form/form-result';
import { WalletIcon } from '../../../components/icons/member-centre-icons';
import { TextField } from '../../../components/text-field/text-field';
import { formatCount } from '../../../lib/format';
import { tk } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { useMoney } from '../../shared-money/api/use-money';
import { MoneyConfirmDialog } from '../../shared-money/money-confirm-dialog';
import { MoneyForm } from '../../shared-money/money-form';
import { MoneySubmit } from '../../shared-money/money-submit';
import { useMoneyForm } from '../../shared-money/use-money-form';
import { usePaymentPasswordMissing } from '../api/use-payment-password-missing';
import { useConvertPoints } from '../api/use-point-mall-calls';
import styles from './point-mall.module.css';
import { parseWholeNumber } from './whole-number';

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
  const onError = usePaymentPasswordMissing();
  const form = useMoneyForm({
    initial: () => ({ points: '', paymentPassword: '' }),
    schema: DraftSchema,
    draft: (values) => ({
      points: parseWholeNumber(values.points) ?? 0,
      paymentPassword: values.paymentPassword,
    }),
    check: (values) => {
      const count = parseWholeNumber(values.points);
      if (count === null || count < 1 || count > REWARD_LIMITS.maxConvertPoints)
        return { points: tk('rewards.point_mall.convert_points_invalid') };
      if (count < conversion.minPoints) return { points: 'error.points_below_minimum' };
      if (points !== undefined && count > points) return { points: 'error.points_insufficient' };
      return {};
    },
    mutation: convert,
    doneMessage: (_draft, output) =>
      t('rewards.point_mall.convert_done', {
        points: formatCount(output.points),
        amount: format(output.amount),
      }),
    resetOnSuccess: 'all',
    onError,
  });

  const count = parseWholeNumber(form.values.points);
  const preview = count === null ? null : convertedAmount(count, conversion.pointsPerUnit);
  const isBusy = form.isBusy;
  const pointsField = form.inputProps('points');

  return (
    <MoneyForm form={form} className={styles.form} label={t('rewards.point_mall.convert_title')}>
      <FormResult message={form.done} />
      <TextField
        label={t('rewards.point_mall.convert_points')}
        {...pointsField}
        inputMode="numeric"
        autoComplete="off"
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
      <MoneySubmit
        form={form}
        paymentPasswordLabel={t('cashier.payment_password')}
        label={t('rewards.point_mall.convert')}
        icon={<WalletIcon />}
      />
      <MoneyConfirmDialog
        form={form}
        title={t('rewards.point_mall.convert_confirm_title')}
        message={(draft) =>
          t('rewards.point_mall.convert_confirm', {
            points: formatCount(draft.points),
            amount: format(convertedAmount(draft.points, conversion.pointsPerUnit)),
          })
        }
        confirmLabel={t('rewards.point_mall.convert_now')}
      />
    </MoneyForm>
  );
};
