import { de } from '../../i18n/de';

export interface NavItem {
  to: string;
  label: string;
  /** Only active on the exact path (the home link would otherwise match everything). */
  end?: boolean;
}

export const mainNavItems: readonly NavItem[] = [
  { to: '/', label: de.nav.home, end: true },
  { to: '/releases', label: de.nav.releases },
  { to: '/movies', label: de.nav.movies },
  { to: '/series', label: de.nav.series },
];
