import type { ComponentType } from 'react';
import { Outlet, useLocation, type RouteObject } from '@ilm/shared/router';
import type { AccessRule, LayoutName, SitePage } from '@ilm/contract';
import { HydrateInTurn } from '@ilm/shared/ui';
import { AuthLayout } from '../layouts/auth-layout';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { EmptyLayout } from '../layouts/empty-layout';
import { RevampedLayout } from '../layouts/revamped-layout';
import { PageAccessContext } from '../panels/page-access';
import { RouteErrorBoundary } from '../routes/error-page';
import { FontsOnNavigation } from '../routes/fonts-on-navigation';
import { NotFound } from '../routes/not-found';
import { RoutedPage } from '../routes/routed-page';
import { ScrollOnNavigation } from '../routes/scroll-on-navigation';
import { AccessGuard } from '../session/guards';
import { SessionSync } from '../session/session-sync';
import { SignOutOnArrival } from '../session/sign-out-on-arrival';

const LAYOUTS: Record<LayoutName, ComponentType> = {
  auth: AuthLayout,
  dashboard: DashboardLayout,
  default: DefaultLayout,
  empty: EmptyLayout,
  revamped: RevampedLayout,
};

/** Everything on the page that is not a layout: the session check, sign-out, scrolling, fonts, and the error page for what no page caught. */
function RootFrame() {
  const { pathname } = useLocation();
  return (
    <>
      <SessionSync />
      <SignOutOnArrival />
      <ScrollOnNavigation />
      <FontsOnNavigation />
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}

/**
 * The shell's routes from the site's pages (docs/rules/pages.md): pages grouped under their
 * layout, each group behind the guard its access rule calls for (the guard decides before the
 * layout or the page loads), then 'Page not found' in the default layout.
 */
export function buildRoutes(pages: readonly SitePage[]): RouteObject[] {
  const groups = new Map<string, { layout: LayoutName; access: AccessRule; children: RouteObject[] }>();
  const groupOf = (layout: LayoutName, access: AccessRule) => {
    const key = `${layout}:${access}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { layout, access, children: [] }));
    return group;
  };
  for (const page of pages) {
    const { children } = groupOf(page.layout, page.access);
    for (const path of page.paths) children.push({ path, element: <RoutedPage page={page} /> });
  }
  groupOf('default', 'public').children.push({ path: '*', element: <NotFound /> });
  const layoutRoutes = [...groups.values()].map(({ layout, access, children }) => {
    const Layout = LAYOUTS[layout];
    return {
      element: (
        <AccessGuard access={access}>
          <PageAccessContext.Provider value={access}>
            {/* The layout (one element) is hydrated in a task after the router's, its parts each in one more (ADR 0007). */}
            <HydrateInTurn>
              <Layout />
            </HydrateInTurn>
          </PageAccessContext.Provider>
        </AccessGuard>
      ),
      children,
    };
  });
  return [{ element: <RootFrame />, children: layoutRoutes }];
}

/** A path's first segment, lower-cased (`/Labs/:slug` → `labs`); '' for `/`. */
function firstSegment(path: string): string {
  return path.replace(/^\/+/, '').split('/')[0]!.toLowerCase();
}

/** Whether a route's path could match a URL whose first segment is `segment`: a different fixed first segment cannot. */
function mayMatch(path: string | undefined, segment: string): boolean {
  if (path === undefined) return true;
  const first = firstSegment(path);
  return first === '' || /[:*?]/.test(first) || first === segment;
}

/**
 * The routes that could match `pathname` (same tree, same route objects, fewer pages): what
 * React Router ranks on each render is the pages that share the URL's first segment, not the
 * whole site (ranking every page was a third of the layout's hydration; ADR 0007). Which page
 * matches does not change: a route left out could not have matched.
 */
export function routesFor(routes: RouteObject[], pathname: string): RouteObject[] {
  let segment: string;
  try {
    segment = firstSegment(decodeURIComponent(pathname));
  } catch {
    return routes;
  }
  const prune = (route: RouteObject): RouteObject =>
    route.children ? { ...route, children: route.children.filter((child) => child.children || mayMatch(child.path, segment)).map(prune) } : route;
  return routes.map(prune) as RouteObject[];
}
