import type { ComponentType } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { AuthLayout } from '../layouts/auth-layout';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { EmptyLayout } from '../layouts/empty-layout';
import { RevampedLayout } from '../layouts/revamped-layout';
import { RouteErrorPage } from '../routes/error-page';
import { NotFound } from '../routes/not-found';
import { routeTable } from '../routes/route-table';
import type { LayoutName, RouteEntry } from '../routes/route-types';
import { RoutedPage } from '../routes/routed-page';
import { SessionSync } from '../session/session-sync';
import { SignOutOnArrival } from '../session/sign-out-on-arrival';

const LAYOUTS: Record<LayoutName, ComponentType> = {
  auth: AuthLayout,
  dashboard: DashboardLayout,
  default: DefaultLayout,
  empty: EmptyLayout,
  revamped: RevampedLayout,
};

function toRouteObject(entry: RouteEntry): RouteObject {
  if (!entry.children) {
    return { path: entry.path, element: entry.page && <RoutedPage page={entry.page} title={entry.title} /> };
  }
  return {
    path: entry.path,
    children: entry.children.map((child) =>
      child.path
        ? { path: child.path, element: <RoutedPage page={child.page} title={child.title} /> }
        : { index: true, element: <RoutedPage page={child.page} title={child.title} /> },
    ),
  };
}

/** Everything on the page that is not a layout: the session check, sign-out and scroll restoration. */
function RootFrame() {
  return (
    <>
      <SessionSync />
      <SignOutOnArrival />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** The shell's routes: the route table grouped under its layouts, then 'Page not found'. */
export function buildRoutes(table: readonly RouteEntry[] = routeTable): RouteObject[] {
  const layoutRoutes = (Object.keys(LAYOUTS) as LayoutName[]).map((layout) => {
    const Layout = LAYOUTS[layout];
    const pages = table.filter((entry) => entry.layout === layout).map(toRouteObject);
    if (layout === 'default') pages.push({ path: '*', element: <NotFound /> });
    return { element: <Layout />, children: pages };
  });
  return [{ element: <RootFrame />, errorElement: <RouteErrorPage />, children: layoutRoutes }];
}
