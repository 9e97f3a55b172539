import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SiteConfigContext, type SiteConfig } from '../lib/site-config';
import { ToastProvider } from './toast/ToastProvider';

interface AppProvidersProps {
  siteConfig: SiteConfig;
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ siteConfig, queryClient, children }: AppProvidersProps) {
  return (
    <SiteConfigContext.Provider value={siteConfig}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </SiteConfigContext.Provider>
  );
}
