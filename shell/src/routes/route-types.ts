import type { PageModuleId } from '@ilm/shared/contracts';

/** The five layouts of SPEC §2. */
export type LayoutName = 'auth' | 'dashboard' | 'default' | 'empty' | 'revamped';

/** A child of a route with children (SPEC §2: /dashboard has an empty child and `instances`). */
export interface ChildRoute {
  /** Relative path; absent for the index (empty) child. */
  path?: string;
  page: PageModuleId;
  /** Key of the page's title in the `shell` namespace (`titles.<key>`); absent = the default title. */
  title?: string;
}

/** One URL family of the site and who draws it. */
export interface RouteEntry {
  /** react-router pattern, e.g. `/labs/:slug`. Matching ignores case. */
  path: string;
  layout: LayoutName;
  /** The exposed page module that draws it; absent when the route has children. */
  page?: PageModuleId;
  title?: string;
  children?: readonly ChildRoute[];
}

/** A route with its children unfolded: one full pattern, one page. */
export interface PageRoute {
  path: string;
  layout: LayoutName;
  page: PageModuleId;
  title?: string;
}
