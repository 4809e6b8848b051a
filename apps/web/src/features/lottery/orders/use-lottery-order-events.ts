import { useQueryClient } from '@tanstack/react-query';
import type { TLotterySettledEvent } from '@site/contracts/events';
import { useToast } from '../../../components/toast/toast-context';
import { formatBalance } from '../../../lib/format';
import { useSiteStatusQuery } from '../../../lib/site-status';
import { useTRPC } from '../../../lib/trpc';
import { useTranslation } from '../../../lib/use-translation';

/**
 * What the app's live updates do for the member's lottery orders: a settled
 * order reads the orders, the opened order and the records again and, when it
 * won, says so (the winnings reach the balance as their own `wallet:balance`
 * event). After lost events the orders are read again.
 */
export const useLotteryOrderEvents = () => {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const currencySymbol = useSiteStatusQuery().data?.site.currencySymbol ?? '';

  const reread = () => {
    void queryClient.invalidateQueries(trpc.lottery.orders.pathFilter());
    void queryClient.invalidateQueries(trpc.lottery.order.pathFilter());
  };
  const settled = ({ order }: TLotterySettledEvent) => {
    reread();
    void queryClient.invalidateQueries(trpc.records.pathFilter());
    if (order.totalWinMinor > 0)
      toast.show(
        t('member_centre.live.lottery_won', {
          drawCode: order.drawCode,
          amount: formatBalance(order.totalWinMinor, currencySymbol),
        }),
        'success',
      );
  };
  return { settled, reread };
};
