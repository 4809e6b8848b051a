import type { TPointReward } from '@site/contracts/api';
import { Modal } from '../../../components/modal/modal';
import { useTranslation } from '../../../lib/use-translation';
import { PaymentPasswordGate } from './payment-password-gate';
import { RedeemForm } from './redeem-form';

type TRedeemDialogProps = {
  /** The reward being redeemed; null while the dialog is closed. */
  reward: TPointReward | null;
  points: number | undefined;
  onClose: () => void;
};

/** Redeeming one catalogue reward, in a dialog over the point mall; it closes once the redemption is in. */
export const RedeemDialog = ({ reward, points, onClose }: TRedeemDialogProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={reward !== null}
      onClose={onClose}
      title={reward ? t('rewards.point_mall.redeem_title', { name: reward.name }) : ''}
      size="sm"
    >
      {reward && (
        <PaymentPasswordGate>
          <RedeemForm key={reward.rewardId} reward={reward} points={points} onRedeemed={onClose} />
        </PaymentPasswordGate>
      )}
    </Modal>
  );
};
