import { type FormEvent, useState } from 'react';
import { type TPointReward, type TRedemption, ZRedeemInputSchema } from '@site/contracts/api';
import { REWARD_LIMITS } from '@site/contracts/domain';
import { FormSubmit } from '../../../components/form/form-submit';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { GiftIcon } from '../../../components/icons/icons';
import { MoneyConfirmDialog } from '../../../components/money/money-confirm-dialog';
import { PaymentPasswordField } from '../../../components/money/payment-password-field';
import { useConfirmedMoneyAction } from '../../../components/money/use-confirmed-money-action';
import { TextField } from '../../../components/text-field/text-field';
import { formatCount } from '../../../lib/format';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import { fieldMessagesOf } from '../../../lib/forms/schema-messages';
import { tk } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import styles from './point-mall.module.css';
import { POINT_REWARD_TYPE_KEYS } from './point-mall-labels';
import { usePaymentPasswordMissing } from './use-payment-password-missing';
import { useRedeemPoints } from './use-point-mall-calls';
import { parseWholeNumber } from './whole-number';

const FIELDS = ['quantity', 'paymentPassword'] as const;
type TField = (typeof FIELDS)[number];
type TDraft = { rewardId: string; quantity: number; paymentPassword: string };

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
  const { formErrorKey, setFieldErrors, clearFormError, showServerError, bind } = useFormErrors(FIELDS);
  const [quantity, setQuantity] = useState('1');
  const [paymentPassword, setPaymentPassword] = useState('');
  const onError = usePaymentPasswordMissing(showServerError);
  const action = useConfirmedMoneyAction<TDraft, TRedemption>({
    mutate: redeem.mutate,
    doneMessage: (draft) =>
      t('rewards.point_mall.redeem_done', { quantity: String(draft.quantity), name: reward.name }),
    onSuccess: onRedeemed,
    onError,
  });

  const count = parseWholeNumber(quantity);
  const maxQuantity = Math.min(REWARD_LIMITS.maxRedeemQuantity, reward.quantity ?? Infinity);
  const totalPoints = count === null ? null : count * reward.requiredPoints;

  const validate = (): TDraft | null => {
    const parsed = DraftSchema.safeParse({
      rewardId: reward.rewardId,
      quantity: count ?? 0,
      paymentPassword,
    });
    const found: TFieldErrors<TField> = parsed.success ? {} : fieldMessagesOf<TField>(parsed.error.issues);
    // The quantity's own checks say more than the schema's message.
    if (count === null || count < 1 || count > maxQuantity)
      found.quantity = tk('rewards.point_mall.quantity_invalid');
    else if (points !== undefined && totalPoints !== null && totalPoints > points)
      found.quantity = 'error.points_insufficient';
    setFieldErrors(found);
    return parsed.success && Object.keys(found).length === 0 ? parsed.data : null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearFormError();
    action.review(validate());
  };
  const isBusy = redeem.isPending || action.isOutcomePending;
  const quantityField = bind('quantity', quantity, setQuantity, { max: String(maxQuantity) });

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
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={t('rewards.point_mall.redeem')}
      >
        <TextField
          label={t('rewards.point_mall.quantity')}
          name="quantity"
          inputMode="numeric"
          autoComplete="off"
          value={quantityField.value}
          onChange={(event) => quantityField.onChange(event.target.value)}
          error={quantityField.error}
          help={t('rewards.point_mall.quantity_help', { max: String(maxQuantity) })}
          disabled={isBusy}
          isRequired
        />
        <p className={styles.total} aria-live="polite">
          {t('rewards.point_mall.total_points', {
            points: totalPoints === null ? '—' : formatCount(totalPoints),
          })}
        </p>
        <PaymentPasswordField
          label={t('cashier.payment_password')}
          {...bind('paymentPassword', paymentPassword, setPaymentPassword)}
          disabled={isBusy}
        />
        <FormSubmit
          errorKey={formErrorKey}
          label={t('rewards.point_mall.redeem')}
          isBusy={isBusy}
          icon={<GiftIcon />}
        />
      </form>
      <MoneyConfirmDialog
        action={action}
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
