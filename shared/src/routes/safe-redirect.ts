import { paths } from './paths';

/** SPEC §4: where a signed-in visitor lands when an auth page names no (usable) `redirect`. */
export const DEFAULT_SIGNED_IN_PATH: string = paths.instanceDashboard;

/**
 * SPEC §4: the `redirect` query value when it is a path on this site, else {@link DEFAULT_SIGNED_IN_PATH}.
 * Refuses absolute and protocol-relative URLs (`https://…`, `//…`, `/\…`), schemes such as
 * `javascript:`, and control characters or spaces that browsers strip before resolving: no open
 * redirect. What sign-in, sign-up, SSO and the shell's AuthGuard all use.
 */
export function safeRedirect(value: string | null | undefined, origin: string = window.location.origin): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return DEFAULT_SIGNED_IN_PATH;
  if (/[\\\u0000-\u001f\u007f\s]/.test(value)) return DEFAULT_SIGNED_IN_PATH;
  try {
    const target = new URL(value, origin);
    if (target.origin !== new URL(origin).origin) return DEFAULT_SIGNED_IN_PATH;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return DEFAULT_SIGNED_IN_PATH;
  }
}

/** SPEC §4: the sign-in URL that brings the visitor back to `pathWithQuery` (`/auth/signin?redirect=…`). */
export function signInRedirect(pathWithQuery: string): string {
  return `${paths.auth.signIn}?redirect=${encodeURIComponent(pathWithQuery)}`;
}
