import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { adminSections, adminSubScreens } from './admin-sections';

const AdminSectionPage = lazy(() => import('./AdminSectionPage'));

/** The child routes of /admin: one per tab, plus the screens below a tab. */
export const adminRoutes: RouteObject[] = [
  ...adminSections.map((section): RouteObject => {
    const element = section.screen ? <section.screen /> : <AdminSectionPage title={section.label} />;
    return section.path ? { path: section.path, element } : { index: true, element };
  }),
  ...adminSubScreens.map(({ path, screen: Screen }): RouteObject => ({ path, element: <Screen /> })),
];
