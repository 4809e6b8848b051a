import { useQuery } from '@tanstack/react-query';
import type { TDepositOrder } from '@site/contracts/api';
import { CASHIER_LIMITS } from '@site/contracts/domain';
import { useTRPC } from '../../../lib/trpc';
import { merchantToday, presetRange } from '../../shared-date-range/merchant-days';

/**
 * The order as the newest page of the history has it now (the history's
 * first page at its default range: the same query, kept fresh by the
 * deposit-status events), else as the deposit answered it.
 */
export const useLiveDeposit = <TOrder extends TDepositOrder>(order: TOrder): TOrder => {
  const trpc = useTRPC();
  const recent = useQuery(
    trpc.wallet.deposits.queryOptions({
      ...presetRange('last7', merchantToday()),
      pageNo: 1,
      pageSize: CASHIER_LIMITS.recordsPageSize,
    }),
  );
  const current = recent.data?.rows.find((row) => row.orderId === order.orderId);
  return current ? { ...order, ...current } : order;
};
