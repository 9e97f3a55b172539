import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { de } from '../../i18n/de';

export interface AdminSection {
  /** Path below /admin; empty for the overview. */
  path: string;
  label: string;
  /** The tab's screen. */
  screen: LazyExoticComponent<ComponentType>;
}

// Each screen is its own chunk: members never load the admin code.
const OverviewScreen = lazy(() => import('./overview/OverviewScreen'));
const UsersScreen = lazy(() => import('./users/UsersScreen'));
const RequestsScreen = lazy(() => import('./requests/RequestsScreen'));
const NewsScreen = lazy(() => import('./news/NewsScreen'));
const ChangelogsScreen = lazy(() => import('./changelogs/ChangelogsScreen'));
const SettingsScreen = lazy(() => import('./settings/SettingsScreen'));
const AuditScreen = lazy(() => import('./audit/AuditScreen'));
const MessagesScreen = lazy(() => import('./messages/MessagesScreen'));
const MoviesScreen = lazy(() => import('./catalogue/MoviesScreen'));
const SeriesScreen = lazy(() => import('./catalogue/SeriesScreen'));
const EpisodesScreen = lazy(() => import('./catalogue/EpisodesScreen'));
const ReleasesScreen = lazy(() => import('./releases/ReleasesScreen'));
const IndexerScreen = lazy(() => import('./indexer/IndexerScreen'));

export const adminSections: readonly AdminSection[] = [
  { path: '', label: de.admin.overview, screen: OverviewScreen },
  { path: 'releases', label: de.admin.releases, screen: ReleasesScreen },
  { path: 'movies', label: de.admin.movies, screen: MoviesScreen },
  { path: 'series', label: de.admin.series, screen: SeriesScreen },
  { path: 'episodes', label: de.admin.episodes, screen: EpisodesScreen },
  { path: 'users', label: de.admin.users, screen: UsersScreen },
  { path: 'requests', label: de.adminCommon.requests, screen: RequestsScreen },
  { path: 'news', label: de.admin.news, screen: NewsScreen },
  { path: 'changelogs', label: de.admin.changelogs, screen: ChangelogsScreen },
  { path: 'messages', label: de.admin.messages, screen: MessagesScreen },
  { path: 'indexer', label: de.admin.indexer, screen: IndexerScreen },
  { path: 'settings', label: de.admin.settings, screen: SettingsScreen },
  { path: 'audit', label: de.adminCommon.audit, screen: AuditScreen },
];

/** Screens below a tab (one user, one film, one series). */
export const adminSubScreens: readonly { path: string; screen: LazyExoticComponent<ComponentType> }[] = [
  { path: 'users/:id', screen: lazy(() => import('./users/UserDetailScreen')) },
  { path: 'movies/:id', screen: lazy(() => import('./catalogue/MovieDetailScreen')) },
  { path: 'series/:id', screen: lazy(() => import('./catalogue/SeriesDetailScreen')) },
];
