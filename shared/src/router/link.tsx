import { forwardRef, startTransition, useContext, type MouseEvent } from 'react';
import { Link as RouterLink, UNSAFE_NavigationContext, type LinkProps } from 'react-router';

/** Props only React Router's `Link` acts on: a link that uses one is drawn by it. */
const ROUTER_ONLY_PROPS = [
  'reloadDocument',
  'preventScrollReset',
  'relative',
  'viewTransition',
  'discover',
  'prefetch',
  'mask',
  'defaultShouldRevalidate',
] as const;

/** A path within the site, written whole ('/labs/x?y#z'): nothing to resolve against the routes. */
function isSitePath(to: LinkProps['to']): to is string {
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');
}

/** Whether the browser opens the link itself, as React Router's `Link` leaves it: another button, a modifier key, another frame. */
function browserOpensIt(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button !== 0 || (target !== undefined && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * The site's links. A link to a path of the site ('/…') is an anchor whose plain click is handed to
 * the router's history, as React Router's `Link` does it (push, or replace when it names the page
 * already shown or `replace` is set), without resolving the path against the matched routes and the
 * location at each render: that was half of the router's share of a page's hydration, dozens of links
 * on a page (docs/decisions/0007-first-visit-performance.md, lever 12). Any other `to` (relative,
 * an object, another site) and React Router's own options are drawn by React Router's `Link`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const navigation = useContext(UNSAFE_NavigationContext) as NavigationContext | null;
  const { to, replace, state, onClick, target, children, ...anchor } = props;
  const drawnByRouter = !isSitePath(to) || ROUTER_ONLY_PROPS.some((name) => props[name] !== undefined) || (navigation?.basename ?? '/') !== '/';
  if (drawnByRouter) return <RouterLink ref={ref} {...props} />;
  return (
    <a
      {...anchor}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        const navigator = navigation?.navigator;
        if (event.defaultPrevented || !navigator || browserOpensIt(event, target)) return;
        event.preventDefault();
        const shown = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        const navigate = () => {
          if (replace ?? shown === to) navigator.replace(to, state);
          else navigator.push(to, state);
        };
        if (navigation.useTransitions) startTransition(navigate);
        else navigate();
      }}
    >
      {children}
    </a>
  );
});

/** What the link reads of React Router's navigation context (its type is not exported by the library's entry). */
interface NavigationContext {
  basename: string;
  navigator: { push(to: string, state?: unknown): void; replace(to: string, state?: unknown): void };
  useTransitions?: boolean;
}
