import { useMemberCentre } from '../../shared-member-centre/member-centre-context';

/**
 * Opens member centre → Lottery orders (for a "My lottery orders" link on the
 * lottery pages). Logged out goes to login; a trial member sees the real-account gate.
 */
export const useOpenLotteryOrders = (): (() => void) => {
  const centre = useMemberCentre();
  return () => centre.open('lottery-orders');
};
