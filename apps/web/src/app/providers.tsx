import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ToastProvider } from '../components/toast/toast-provider';
import { i18n } from '../lib/i18n';
import { isStagedQuery } from '../lib/staged-queries';
import { TRPCProvider } from '../lib/trpc';
import type { TAppClients } from './clients';

/**
 * Every query answers in the interface language, so a language switch
 * refetches them all; staged ones only go stale and refetch in their stages.
 */
const RefetchOnLanguageChange = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onChange = () => {
      void queryClient.invalidateQueries({ predicate: (query) => !isStagedQuery(query) });
      void queryClient.invalidateQueries({ predicate: isStagedQuery, refetchType: 'none' });
    };
    return i18n.onLanguageChanged(onChange);
  }, [queryClient]);
  return null;
};

export const AppProviders = ({ clients, children }: { clients: TAppClients; children: ReactNode }) => (
  <QueryClientProvider client={clients.queryClient}>
    <TRPCProvider trpcClient={clients.trpcClient} queryClient={clients.queryClient}>
      <RefetchOnLanguageChange />
      <ToastProvider>{children}</ToastProvider>
    </TRPCProvider>
  </QueryClientProvider>
);
