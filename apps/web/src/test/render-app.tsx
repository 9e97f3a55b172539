import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import type { Session } from '../lib/session';

export interface RenderAppOptions {
  siteName?: string;
  /** Earlier history entries; the last one of `[...history, path]` is shown. */
  history?: string[];
  /** A signed-in user; visitors by default. */
  session?: Session | null;
}

/** Renders the whole app (shell and route table) at `path`, as a visitor would open it. */
export function renderApp(
  path = '/',
  { siteName = 'NZBKino', history = [], session = null }: RenderAppOptions = {},
) {
  const entries = [...history, path];
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  // No retries: a failing call should show its fallback at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <AppProviders siteConfig={{ siteName }} queryClient={queryClient} session={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
