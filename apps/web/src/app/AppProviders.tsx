import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Session } from '../lib/session';
import { SiteConfigContext, type SiteConfig } from '../lib/site-config';
import { SessionProvider } from '../lib/SessionProvider';
import { ToastProvider } from '../components/ui/toast/ToastProvider';

interface AppProvidersProps {
  siteConfig: SiteConfig;
  queryClient: QueryClient;
  /**
   * A session to start with (tests). Without it the session comes from local or
   * session storage, as after a real sign-in.
   */
  session?: Session | null;
  children: ReactNode;
}

export function AppProviders({ siteConfig, queryClient, session, children }: AppProvidersProps) {
  return (
    <SiteConfigContext.Provider value={siteConfig}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider initial={session ?? null}>
          <ToastProvider>{children}</ToastProvider>
        </SessionProvider>
      </QueryClientProvider>
    </SiteConfigContext.Provider>
  );
}
