import { matchRoutes } from 'react-router';
import { pageRoutes } from './route-table';
import type { PageRoute } from './route-types';

const patterns = pageRoutes().map((route) => ({ path: route.path, route }));

/** The page a URL path shows (case-insensitive, as the router matches), or null: a 404. */
export function matchPage(pathname: string): { route: PageRoute; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(patterns, pathname);
  const last = matches?.at(-1);
  return last ? { route: last.route.route, params: last.params } : null;
}
