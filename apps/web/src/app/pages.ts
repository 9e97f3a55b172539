import { lazy } from 'react';

// Every page is its own chunk, so the first load only carries the shell and the page asked for.
export const HomePage = lazy(() => import('../features/home/HomePage'));
export const SignInPage = lazy(() => import('../features/auth/SignInPage'));
export const SignUpPage = lazy(() => import('../features/auth/SignUpPage'));
export const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
export const PricingPage = lazy(() => import('../features/pricing/PricingPage'));
export const FaqPage = lazy(() => import('../features/faq/FaqPage'));
export const AboutPage = lazy(() => import('../features/about/AboutPage'));
export const PlansPage = lazy(() => import('../features/subscription/PlansPage'));
export const PremiumPage = lazy(() => import('../features/subscription/PremiumPage'));
export const SubscriptionSuccessPage = lazy(() => import('../features/subscription/SubscriptionSuccessPage'));
export const SubscriptionHistoryPage = lazy(() => import('../features/subscription/SubscriptionHistoryPage'));
export const StoreSuccessPage = lazy(() => import('../features/store/StoreSuccessPage'));
export const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
export const CartPage = lazy(() => import('../features/cart/CartPage'));
export const WatchlistPage = lazy(() => import('../features/watchlist/WatchlistPage'));
export const ApiManagementPage = lazy(() => import('../features/api-management/ApiManagementPage'));
export const ReleasesPage = lazy(() => import('../features/releases/ReleasesPage'));
export const MovieListPage = lazy(() => import('../features/movies/MovieListPage'));
export const MovieDetailPage = lazy(() => import('../features/movies/MovieDetailPage'));
export const SeriesListPage = lazy(() => import('../features/series/SeriesListPage'));
export const SeriesDetailPage = lazy(() => import('../features/series/SeriesDetailPage'));
export const EpisodeReleasesPage = lazy(() => import('../features/series/EpisodeReleasesPage'));
export const RequestsPage = lazy(() => import('../features/requests/RequestsPage'));
export const AdminLayout = lazy(() => import('../features/admin/AdminLayout'));
export const AdminSectionPage = lazy(() => import('../features/admin/AdminSectionPage'));
export const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
