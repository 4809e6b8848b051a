import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TLotteryOrdersInput } from '@site/contracts/api';
import { useTRPC } from '../../../lib/trpc';

/** `lottery.orders`, the member's orders, filtered and paged; the last page stays on screen while the next loads. */
export const useLotteryOrders = (input: TLotteryOrdersInput) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.lottery.orders.queryOptions(input), placeholderData: keepPreviousData });
};

/** `lottery.order`, one order with its sub-orders. */
export const useLotteryOrder = (orderNo: string) => {
  const trpc = useTRPC();
  return useQuery(trpc.lottery.order.queryOptions({ orderNo }));
};
