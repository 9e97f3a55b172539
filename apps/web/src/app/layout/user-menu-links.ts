import { hasApiAccessRole, isAdminRole } from '@nzbkino/shared';
import { de } from '../../i18n/de';

export interface UserMenuLink {
  to: string;
  label: string;
}

/** The user dropdown's links per role (spec 000 §2, §6). */
export function userMenuLinks(role: string): UserMenuLink[] {
  const t = de.userMenu;
  return [
    { to: '/cart', label: t.cart },
    { to: '/downloads', label: t.downloads },
    { to: '/watchlist', label: t.watchlist },
    { to: '/requests', label: t.requests },
    { to: '/settings', label: t.settings },
    { to: '/subscription/premium', label: t.premium },
    ...(hasApiAccessRole(role) ? [{ to: '/api-management', label: t.apiManagement }] : []),
    ...(isAdminRole(role) ? [{ to: '/admin', label: t.admin }] : []),
  ];
}

/** Administrator for admins, Benutzer for everyone else (spec 000 §2). */
export function roleLabel(role: string): string {
  return isAdminRole(role) ? de.userMenu.roleAdmin : de.userMenu.roleUser;
}
