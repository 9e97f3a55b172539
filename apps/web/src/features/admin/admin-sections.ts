import { de } from '../../i18n/de';

export interface AdminSection {
  /** Path below /admin; empty for the overview. */
  path: string;
  label: string;
}

export const adminSections: readonly AdminSection[] = [
  { path: '', label: de.admin.overview },
  { path: 'releases', label: de.admin.releases },
  { path: 'movies', label: de.admin.movies },
  { path: 'series', label: de.admin.series },
  { path: 'episodes', label: de.admin.episodes },
  { path: 'users', label: de.admin.users },
  { path: 'news', label: de.admin.news },
  { path: 'changelogs', label: de.admin.changelogs },
  { path: 'settings', label: de.admin.settings },
];
