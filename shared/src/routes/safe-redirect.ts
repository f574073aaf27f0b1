import { hrefOfRole } from './site-pages';

/**
 * Where a signed-in visitor lands when an auth page names no (usable) `redirect`: the page with
 * the `signed-in-home` role (docs/rules/session.md#guards: /instance-dashboard).
 */
export function defaultSignedInPath(): string {
  return hrefOfRole('signed-in-home');
}

/**
 * docs/rules/session.md#guards: the `redirect` query value when it is a path on this site, else
 * {@link defaultSignedInPath}. Refuses absolute and protocol-relative URLs (`https://…`, `//…`,
 * `/\…`), schemes such as `javascript:`, and control characters or spaces that browsers strip
 * before resolving: no open redirect. What sign-in, sign-up, SSO and the shell's guard all use.
 */
export function safeRedirect(value: string | null | undefined, origin: string = window.location.origin): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return defaultSignedInPath();
  // Control characters are what this test looks for: browsers strip them before resolving.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f\s]/.test(value)) return defaultSignedInPath();
  try {
    const target = new URL(value, origin);
    if (target.origin !== new URL(origin).origin) return defaultSignedInPath();
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return defaultSignedInPath();
  }
}

/** docs/rules/session.md#guards: the sign-in URL that brings the visitor back to `pathWithQuery` (`/auth/signin?redirect=…`). */
export function signInRedirect(pathWithQuery: string): string {
  return `${hrefOfRole('sign-in')}?redirect=${encodeURIComponent(pathWithQuery)}`;
}
