import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { isSessionExpired } from '../lib/error-message';
import { currentLanguageCode } from '../lib/i18n';
import type { AppRouter } from '../lib/trpc';
import { createQueryClient } from './query-client';

type TClientOptions = {
  /** The network boundary; tests pass a fake that answers tRPC batches. */
  fetch?: typeof fetch;
  /** Retry reads that failed on the network (off in tests to keep them fast). */
  retryNetworkErrors?: boolean;
};

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

  const queryClient = createQueryClient({ retryNetworkErrors, onError });

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
