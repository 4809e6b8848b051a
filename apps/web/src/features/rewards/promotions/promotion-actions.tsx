import { useState } from 'react';
import type { TPromotionCard } from '@site/contracts/api';
import { CANCELLABLE_CLAIM_STATUSES, type TClaimStatus } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { CheckIcon, GiftIcon, LinkIcon, SendIcon, TrophyIcon } from '../../../components/icons/icons';
import { useToast } from '../../../components/toast/toast-context';
import { useErrorText } from '../../../lib/use-error-text';
import { useTranslation } from '../../../lib/use-translation';
import { useMemberCentre } from '../../shared-member-centre/member-centre-context';
import { useMoney } from '../../shared-money/api/use-money';
import { useCancelClaim, useClaimLoginBonus, useJoinPromotion } from '../api/use-reward-mutations';
import { useRewardPayment } from '../api/use-reward-payment';
import { ClaimButton } from '../shared/claim-button';
import { PayButton } from '../shared/pay-button';
import styles from '../shared/rewards.module.css';
import { useMemberAction } from './use-member-action';

/** The panels a card opens below its actions. */
export type TCardPanel = 'apply' | 'raffle' | 'promoCode' | null;

type TPromotionActionsProps = {
  promotion: TPromotionCard;
  onOpenPanel: (panel: Exclude<TCardPanel, null>) => void;
};

const isCancellable = (status: TClaimStatus | null): boolean =>
  (CANCELLABLE_CLAIM_STATUSES as readonly (TClaimStatus | null)[]).includes(status);

/** A member may join again once the last claim was cancelled or refused (or there is none). */
const canJoin = (status: TClaimStatus | null): boolean =>
  status === null || status === 'closed' || status === 'rejected';

/**
 * What a member can do with a promotion, by its type and the member's status
 * (docs/history/rewards-interfaces.md): join, apply, cancel, claim, the login bonus,
 * the raffle, the promo-code entry. A visitor's and a trial session's buttons
 * lead to the login or the real-account notice.
 */
export const PromotionActions = ({ promotion, onOpenPanel }: TPromotionActionsProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const { format } = useMoney();
  const runForMember = useMemberAction();
  const centre = useMemberCentre();
  const join = useJoinPromotion();
  const cancel = useCancelClaim();
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const loginBonus = useRewardPayment(useClaimLoginBonus(), {
    paidMessage: (output) => t('rewards.claimed', { amount: format(output.amount) }),
  });
  const { promotionId, promotionType: type, status, claimId, title } = promotion;
  const showError = (error: unknown) => toast.show(errorText(error), 'error');

  if (status === 'coming_soon') return null;

  const onJoin = () =>
    runForMember(() =>
      join.mutate(
        { promotionId },
        { onSuccess: () => toast.show(t('rewards.joined', { title }), 'success'), onError: showError },
      ),
    );
  const onCancel = () => {
    setIsConfirmingCancel(false);
    if (!claimId) return;
    cancel.mutate(
      { claimId },
      { onSuccess: () => toast.show(t('rewards.cancelled', { title }), 'success'), onError: showError },
    );
  };

  const buttons = [];
  if (status === 'issued' && claimId) {
    buttons.push(<ClaimButton key="claim" claimId={claimId} title={title} />);
  } else if ((type === 'SIGNUP' || type === 'DEPOSIT') && canJoin(status)) {
    buttons.push(
      <Button key="join" size="sm" icon={<CheckIcon />} loading={join.isPending} onClick={onJoin}>
        {t('rewards.join')}
      </Button>,
    );
  } else if (type === 'SIGNUP' && status === 'signed') {
    buttons.push(
      <Button key="apply" size="sm" icon={<SendIcon />} onClick={() => onOpenPanel('apply')}>
        {t('rewards.apply')}
      </Button>,
    );
  }
  if (type === 'LOGIN') {
    buttons.push(
      <PayButton
        key="login"
        payment={loginBonus}
        icon={<GiftIcon />}
        onClick={() => runForMember(() => loginBonus.pay({ promotionId }))}
      >
        {t('rewards.claim_login_bonus')}
      </PayButton>,
    );
  }
  if (type === 'RAFFLE') {
    buttons.push(
      <Button
        key="raffle"
        size="sm"
        icon={<TrophyIcon />}
        onClick={() => runForMember(() => onOpenPanel('raffle'))}
      >
        {t('rewards.raffle_open')}
      </Button>,
    );
  }
  if (type === 'PROMO_CODE') {
    buttons.push(
      <Button
        key="code"
        size="sm"
        icon={<GiftIcon />}
        onClick={() => runForMember(() => onOpenPanel('promoCode'))}
      >
        {t('rewards.promo_code_enter')}
      </Button>,
    );
  }
  if (type === 'TICKET') {
    buttons.push(
      <Button
        key="tickets"
        size="sm"
        variant="outline"
        onClick={() => runForMember(() => centre.open('rewards'))}
      >
        {t('rewards.open_centre')}
      </Button>,
    );
  }
  if (type === 'REFERRAL') {
    buttons.push(
      <Button
        key="referral"
        size="sm"
        variant="outline"
        icon={<LinkIcon />}
        onClick={() => runForMember(() => centre.open('referral'))}
      >
        {t('rewards.invite_friends')}
      </Button>,
    );
  }
  if (isCancellable(status) && claimId) {
    buttons.push(
      <Button
        key="cancel"
        size="sm"
        variant="ghost"
        loading={cancel.isPending}
        onClick={() => setIsConfirmingCancel(true)}
      >
        {t('rewards.cancel')}
      </Button>,
    );
  }
  if (buttons.length === 0) return null;

  return (
    <div className={styles.actions}>
      {buttons}
      <ConfirmDialog
        open={isConfirmingCancel}
        title={t('rewards.cancel_title')}
        message={t('rewards.cancel_message', { title })}
        confirmLabel={t('rewards.cancel')}
        cancelLabel={t('in_more_cancel')}
        onConfirm={onCancel}
        onCancel={() => setIsConfirmingCancel(false)}
      />
    </div>
  );
};
