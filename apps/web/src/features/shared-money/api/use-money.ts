import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MAIN_WALLET_ACCOUNT_TYPE_ID } from '@site/contracts/domain';
import { formatBalance } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';

/**
 * Amounts in the merchant's currency (symbol from `wallet.balance`), and the
 * main wallet's balance, the one withdrawals come from.
 */
export const useMoney = () => {
  const trpc = useTRPC();
  const balance = useQuery(trpc.wallet.balance.queryOptions());
  const symbol = balance.data?.currencySymbol ?? '';
  const format = useCallback((minor: number) => formatBalance(minor, symbol), [symbol]);
  const main = balance.data?.wallets.find((wallet) => wallet.accountTypeId === MAIN_WALLET_ACCOUNT_TYPE_ID);
  return { format, mainBalance: main?.balance ?? balance.data?.total ?? null, balance };
};
