import { type TPointReward, ZRedeemInputSchema } from '@site/contracts/api';
import { REWARD_LIMITS } from '@site/contracts/domain';
import { GiftIcon } from '../../../components/icons/icons';
import { TextField } from '../../../components/text-field/text-field';
import { formatCount } from '../../../lib/format';
import { tk } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { MoneyConfirmDialog } from '../../shared-money/money-confirm-dialog';
import { MoneyForm } from '../../shared-money/money-form';
import { MoneySubmit } from '../../shared-money/money-submit';
import { useMoneyForm } from '../../shared-money/use-money-form';
import { usePaymentPasswordMissing } from '../api/use-payment-password-missing';
import { useRedeemPoints } from '../api/use-point-mall-calls';
import styles from './point-mall.module.css';
import { POINT_REWARD_TYPE_KEYS } from './point-mall-labels';
import { parseWholeNumber } from './whole-number';

const DraftSchema = ZRedeemInputSchema.omit({ requestId: true });

type TRedeemFormProps = {
  reward: TPointReward;
  /** The member's points, once known. */
  points: number | undefined;
  onRedeemed: () => void;
};

/**
 * A reward for points: how many, the payment password, a confirmation that
 * names the points, then one run under a requestId (decision 0015).
 */
export const RedeemForm = ({ reward, points, onRedeemed }: TRedeemFormProps) => {
  const { t } = useTranslation();
  const redeem = useRedeemPoints();
  const onError = usePaymentPasswordMissing();
  const maxQuantity = Math.min(REWARD_LIMITS.maxRedeemQuantity, reward.quantity ?? Infinity);
  const totalPointsOf = (count: number | null) => (count === null ? null : count * reward.requiredPoints);
  const form = useMoneyForm({
    initial: () => ({ quantity: '1', paymentPassword: '' }),
    schema: DraftSchema,
    draft: (values) => ({
      rewardId: reward.rewardId,
      quantity: parseWholeNumber(values.quantity) ?? 0,
      paymentPassword: values.paymentPassword,
    }),
    // The quantity's own checks say more than the schema's message.
    check: (values) => {
      const count = parseWholeNumber(values.quantity);
      const total = totalPointsOf(count);
      if (count === null || count < 1 || count > maxQuantity)
        return { quantity: tk('rewards.point_mall.quantity_invalid') };
      if (points !== undefined && total !== null && total > points)
        return { quantity: 'error.points_insufficient' };
      return {};
    },
    mutation: redeem,
    doneMessage: (draft) =>
      t('rewards.point_mall.redeem_done', { quantity: String(draft.quantity), name: reward.name }),
    onSuccess: onRedeemed,
    onError,
  });

  const totalPoints = totalPointsOf(parseWholeNumber(form.values.quantity));
  const isBusy = form.isBusy;
  const quantityField = form.inputProps('quantity', { max: String(maxQuantity) });

  return (
    <>
      <dl className={styles.summary}>
        <div>
          <dt>{t('rewards.point_mall.column.type')}</dt>
          <dd>{t(POINT_REWARD_TYPE_KEYS[reward.type])}</dd>
        </div>
        <div>
          <dt>{t('rewards.point_mall.column.required_points')}</dt>
          <dd>{formatCount(reward.requiredPoints)}</dd>
        </div>
        <div>
          <dt>{t('rewards.point_mall.points')}</dt>
          <dd>{points === undefined ? '…' : formatCount(points)}</dd>
        </div>
      </dl>
      <MoneyForm form={form} className={styles.form} label={t('rewards.point_mall.redeem')}>
        <TextField
          label={t('rewards.point_mall.quantity')}
          {...quantityField}
          inputMode="numeric"
          autoComplete="off"
          help={t('rewards.point_mall.quantity_help', { max: String(maxQuantity) })}
          disabled={isBusy}
          isRequired
        />
        <p className={styles.total} aria-live="polite">
          {t('rewards.point_mall.total_points', {
            points: totalPoints === null ? '—' : formatCount(totalPoints),
          })}
        </p>
        <MoneySubmit
          form={form}
          paymentPasswordLabel={t('cashier.payment_password')}
          label={t('rewards.point_mall.redeem')}
          icon={<GiftIcon />}
        />
      </MoneyForm>
      <MoneyConfirmDialog
        form={form}
        title={t('rewards.point_mall.redeem_confirm_title')}
        message={(draft) =>
          t('rewards.point_mall.redeem_confirm', {
            quantity: String(draft.quantity),
            name: reward.name,
            points: formatCount(draft.quantity * reward.requiredPoints),
          })
        }
        confirmLabel={t('rewards.point_mall.redeem_now')}
      />
    </>
  );
};
