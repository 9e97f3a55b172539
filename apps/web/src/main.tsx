import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { prefetchHomeHero } from './features/home/hero.api';
import { createQueryClient } from './lib/query-client';
import { readSiteConfig } from './lib/site-config';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
prefetchHomeHero(queryClient, window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <AppProviders siteConfig={readSiteConfig()} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
