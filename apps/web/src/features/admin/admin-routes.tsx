import type { RouteObject } from 'react-router';
import { adminSections, adminSubScreens } from './admin-sections';

/** The child routes of /admin: one per tab, plus the screens below a tab. */
export const adminRoutes: RouteObject[] = [
  ...adminSections.map(({ path, screen: Screen }): RouteObject =>
    path ? { path, element: <Screen /> } : { index: true, element: <Screen /> },
  ),
  ...adminSubScreens.map(({ path, screen: Screen }): RouteObject => ({ path, element: <Screen /> })),
];
