import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { errorKeyOf, isSessionExpired } from '../lib/error-message';
import { currentLanguageCode } from '../lib/i18n';
import type { AppRouter } from '../lib/trpc';

type TClientOptions = {
  /** The network boundary; tests pass a fake that answers tRPC batches. */
  fetch?: typeof fetch;
  /** Retry reads that failed on the network (off in tests to keep them fast). */
  retryNetworkErrors?: boolean;
};

/** Reads retried at most this often when the network or upstream hiccups. */
const MAX_NETWORK_RETRIES = 2;

/**
 * The query cache and the tRPC client of one app instance. Any call that
 * answers `login.not.session` means the gateway dropped the session, so the
 * app resets to logged out (and a guarded route then goes to /login).
 */
export const createAppClients = ({ fetch: fetchImpl, retryNetworkErrors = true }: TClientOptions = {}) => {
  let onSessionExpired = () => {};
  const onError = (error: unknown) => {
    if (isSessionExpired(error)) onSessionExpired();
  };

  const queryClient = new QueryClient({
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

  const baseFetch = fetchImpl ?? ((input, init) => window.fetch(input, init));
  const trpcClient = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        maxURLLength: 2000,
        headers: () => ({ 'X-Language': currentLanguageCode() }),
        // The session cookie is httpOnly and same-origin; never send it anywhere else.
        fetch: (input, init) => baseFetch(input, { ...(init as RequestInit), credentials: 'same-origin' }),
      }),
    ],
  });

  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  onSessionExpired = () => {
    queryClient.setQueryData(trpc.session.me.queryKey(), { member: null, mustChangePassword: false });
    queryClient.removeQueries({ queryKey: trpc.wallet.balance.queryKey() });
  };

  return { queryClient, trpcClient };
};

export type TAppClients = ReturnType<typeof createAppClients>;
