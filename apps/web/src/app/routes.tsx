import type { RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/admin-routes';
import { RootLayout } from './layout/RootLayout';
import { LoginRedirect } from './LoginRedirect';
import { RequireAuth } from './RequireAuth';
import * as Page from './pages';
import type { RouteHandle } from './route-handle';
import { RouteErrorPage } from './RouteErrorPage';

const episodeHandle: RouteHandle = { hideHeaderWhenEmbedded: true };

// Access levels of spec 000 §2. The login-required pages sit under the guard.
const loginRequired: RouteObject[] = [
  { path: 'subscription/premium', element: <Page.PremiumPage /> },
  { path: 'subscription/history', element: <Page.SubscriptionHistoryPage /> },
  { path: 'settings', element: <Page.SettingsPage /> },
  { path: 'cart', element: <Page.CartPage /> },
  { path: 'downloads', element: <Page.DownloadsPage /> },
  { path: 'watchlist', element: <Page.WatchlistPage /> },
  { path: 'api-management', element: <Page.ApiManagementPage /> },
  { path: 'requests', element: <Page.RequestsPage /> },
];

const pageRoutes: RouteObject[] = [
  { index: true, element: <Page.HomePage /> },
  { path: 'auth/signin', element: <Page.SignInPage /> },
  { path: 'auth/signup', element: <Page.SignUpPage /> },
  { path: 'auth/forgot-password', element: <Page.ForgotPasswordPage /> },
  { path: 'auth/reset-password', element: <Page.ResetPasswordPage /> },
  { path: 'login', element: <LoginRedirect /> },
  { path: 'pricing', element: <Page.PricingPage /> },
  { path: 'faq', element: <Page.FaqPage /> },
  { path: 'about', element: <Page.AboutPage /> },
  { path: 'impressum', element: <Page.ImpressumPage /> },
  { path: 'datenschutz', element: <Page.PrivacyPolicyPage /> },
  { path: 'subscription/plans', element: <Page.PlansPage /> },
  { path: 'subscription/success', element: <Page.SubscriptionSuccessPage /> },
  { path: 'store/success', element: <Page.StoreSuccessPage /> },
  { element: <RequireAuth />, children: loginRequired },
  { path: 'releases', element: <Page.ReleasesPage /> },
  { path: 'movies', element: <Page.MovieListPage /> },
  { path: 'movies/:slug', element: <Page.MovieDetailPage /> },
  { path: 'series', element: <Page.SeriesListPage /> },
  { path: 'series/:slug', element: <Page.SeriesDetailPage /> },
  {
    path: 'series/:slug/season/:seasonNumber/episode/:episodeNumber',
    element: <Page.EpisodeReleasesPage />,
    handle: episodeHandle,
  },
  {
    // No guard on the admin route itself (spec 000 §2); the server refuses non-admins.
    path: 'admin',
    element: <Page.AdminLayout />,
    children: [...adminRoutes, { path: '*', element: <Page.NotFoundPage /> }],
  },
  { path: '*', element: <Page.NotFoundPage /> },
];

/** The full route table of spec 000 §2, shared by the browser router and the tests. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // The pathless child keeps header and footer around when a page fails.
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
  },
];
