import { GiftIcon } from '../../../components/icons/icons';
import { useTranslation } from '../../../lib/use-translation';
import { useMoney } from '../../shared-money/api/use-money';
import { useClaimReward } from '../api/use-reward-mutations';
import { useRewardPayment } from '../api/use-reward-payment';
import { PayButton } from './pay-button';

/** Claims an issued reward into the main wallet (`rewards.claim`). */
export const ClaimButton = ({ claimId, title }: { claimId: string; title: string }) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const payment = useRewardPayment(useClaimReward(), {
    paidMessage: (output) => t('rewards.claimed', { amount: format(output.amount) }),
  });
  return (
    <PayButton
      payment={payment}
      icon={<GiftIcon />}
      onClick={() => payment.pay({ claimId })}
      aria-label={t('rewards.claim_named', { title })}
    >
      {t('rewards.claim')}
    </PayButton>
  );
};
