import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { webPagePaths } from '@nzbkino/shared';
import { routes } from './routes';

/** Every page path of the router, with `*` (the 404 page) left out. */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const path =
      route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const own = route.element && (route.index || route.path !== undefined) ? [path || '/'] : [];
    const children = route.children ? pagePaths(route.children, path) : [];
    return [...new Set([...own, ...children])];
  });
}

describe('the server knows the route table', () => {
  it('lists exactly the router page paths, so unknown paths (and only those) answer 404', () => {
    const routerPaths = new Set(pagePaths(routes));
    expect([...routerPaths].sort()).toEqual([...webPagePaths].sort());
  });
});
