import type { ReactNode } from 'react';
import { Button } from '../../../components/button/button';
import { MoneyPendingNote } from '../../shared-money/money-pending-note';

type TPayButtonProps = {
  /** `useRewardPayment`'s state. */
  payment: { isBusy: boolean; isOutcomePending: boolean };
  onClick: () => void;
  icon?: ReactNode;
  children: ReactNode;
  /** Names the reward for assistive technology when the label alone ("Claim") is ambiguous. */
  'aria-label'?: string;
};

/** The button of a reward paid into the wallet, busy in flight, with the "pending — we are checking" note. */
export const PayButton = ({ payment, onClick, icon, children, 'aria-label': label }: TPayButtonProps) => (
  <>
    <Button size="sm" loading={payment.isBusy} icon={icon} onClick={onClick} aria-label={label}>
      {children}
    </Button>
    <MoneyPendingNote isOutcomePending={payment.isOutcomePending} />
  </>
);
