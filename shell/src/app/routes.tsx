import type { ComponentType } from 'react';
import { Outlet, useLocation, type RouteObject } from '@ilm/shared/router';
import type { AccessRule, LayoutName, SitePage } from '@ilm/contract';
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
            <Layout />
          </PageAccessContext.Provider>
        </AccessGuard>
      ),
      children,
    };
  });
  return [{ element: <RootFrame />, children: layoutRoutes }];
}
