import { useQueryClient } from '@tanstack/react-query';
import type { TLotterySettledEvent } from '@site/contracts/events';
import { useToast } from '../../../components/toast/toast-context';
import { formatBalance } from '../../../lib/format';
import { useSiteStatusQuery } from '../../../lib/site-status';
import { useTRPC } from '../../../lib/trpc';
import { useTranslation } from '../../../lib/use-translation';

/**
 * What the app's live updates do when a member's lottery order settles
 * (`lottery:settled`): the orders, the opened order and the records are read
 * again and a win is told (the winnings reach the balance as their own
 * `wallet:balance` event).
 */
export const useLotterySettled = () => {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const currencySymbol = useSiteStatusQuery().data?.site.currencySymbol ?? '';

  return ({ order }: TLotterySettledEvent) => {
    void queryClient.invalidateQueries(trpc.lottery.orders.pathFilter());
    void queryClient.invalidateQueries(trpc.lottery.order.queryFilter({ orderNo: order.orderNo }));
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
};
