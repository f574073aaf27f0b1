/**
 * The router every app draws its links and reads its location with (docs/rules/boundaries.md#6-shared-libraries-through-their-shared-entry):
 * React Router's declarative API, one copy on the page. This entry, not the library, is the
 * federation singleton, so a page carries only what is listed here: a shared library ships whole,
 * an entry that re-exports a few of its names ships only those (docs/decisions/0007-first-visit-performance.md).
 * The shell creates the one router (`BrowserRouter`); a remote's server bundle draws its pages in a `StaticRouter`.
 */
export {
  BrowserRouter,
  MemoryRouter,
  StaticRouter,
  Routes,
  Route,
  useRoutes,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router';
// The site's links: React Router's for a relative path or its own options (./link.tsx).
export { Link } from './link';
export type {
  Location,
  LinkProps,
  NavigateFunction,
  NavigateOptions,
  NavLinkProps,
  Params,
  PathMatch,
  RouteObject,
  SetURLSearchParams,
  To,
} from 'react-router';
