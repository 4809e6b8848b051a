import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MAIN_WALLET_ACCOUNT_TYPE_ID } from '@site/contracts/domain';
import { formatBalance } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useSiteStatusQuery } from '../../../lib/site-status';
import { useTRPC } from '../../../lib/trpc';

/**
 * Amounts in the merchant's currency (its symbol from the site status, so a
 * visitor's promotions show it too), and a member's main wallet balance, the
 * one withdrawals come from. A visitor has no wallet: nothing is asked.
 */
export const useMoney = () => {
  const trpc = useTRPC();
  const { member } = useSession();
  const symbol = useSiteStatusQuery().data?.site.currencySymbol ?? '';
  const balance = useQuery({ ...trpc.wallet.balance.queryOptions(), enabled: member !== null });
  const format = useCallback((minor: number) => formatBalance(minor, symbol), [symbol]);
  const main = balance.data?.wallets.find((wallet) => wallet.accountTypeId === MAIN_WALLET_ACCOUNT_TYPE_ID);
  return { format, mainBalance: main?.balance ?? balance.data?.total ?? null, balance };
};
