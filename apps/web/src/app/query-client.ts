import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorKeyOf } from '../lib/error-message';

/** Reads retried at most this often when the network or upstream hiccups. */
const MAX_NETWORK_RETRIES = 2;

type TQueryClientOptions = {
  /** Retry reads that failed on the network (off in tests and on the server). */
  retryNetworkErrors?: boolean;
  /** Every failed query and mutation. */
  onError?: (error: unknown) => void;
};

/** The app's query cache: answers stay fresh for 30 s; only network failures are retried. */
export const createQueryClient = ({ retryNetworkErrors = true, onError }: TQueryClientOptions = {}) =>
  new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          retryNetworkErrors &&
          failureCount < MAX_NETWORK_RETRIES &&
          errorKeyOf(error) === 'in_network_again',
      },
      mutations: { retry: false },
    },
  });
