import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
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
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [queryClient]);
  return null;
};

export const AppProviders = ({ clients, children }: { clients: TAppClients; children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={clients.queryClient}>
      <TRPCProvider trpcClient={clients.trpcClient} queryClient={clients.queryClient}>
        <RefetchOnLanguageChange />
        <ToastProvider>{children}</ToastProvider>
      </TRPCProvider>
    </QueryClientProvider>
  </I18nextProvider>
);
