import { hrefOfRole } from './site-pages';

/**
 * Where a signed-in visitor lands when an auth page names no (usable) `redirect`: the page with
 * the `signed-in-home` role (docs/rules/session.md#guards: /instance-dashboard).
 */
export function defaultSignedInPath(): string {
  return hrefOfRole('signed-in-home');
}

// Backslashes (browsers read them as `/`), control characters and spaces (browsers strip tabs and
// newlines before resolving), in the value as given or once decoded.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\\u0000-\u001f\u007f\s]/;
/** Decoding rounds after which a path that still changes is refused (nobody links like that). */
const MAX_DECODING = 4;

/** The path percent-decoded until it no longer changes, or null when it is malformed or keeps changing. */
function decodedFully(path: string): string | null {
  let current = path;
  for (let round = 0; round <= MAX_DECODING; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * docs/rules/session.md#guards: the `redirect` query value when it is a path on this site, else
 * {@link defaultSignedInPath}. Normalises first, then checks: the value is
 * resolved against `origin` (dot segments, `%2e`), its path decoded until it no longer changes
 * and resolved again, and only a result that is still a single-slash path on this origin, with no
 * backslash, control character or space, is kept. So `/.//evil.example`, `/%2e//evil.example`,
 * `/%2F%2Fevil.example` or `/\t/evil.example`, which a browser or the router would read as
 * `//evil.example`, land on the default page. Absolute and protocol-relative URLs and schemes such
 * as `javascript:` are refused as before: no open redirect. What sign-in, sign-up, SSO and the
 * shell's guard all use.
 */
export function safeRedirect(value: string | null | undefined, origin: string = window.location.origin): string {
  if (!value || !value.startsWith('/') || UNSAFE.test(value)) return defaultSignedInPath();
  try {
    const base = new URL(origin);
    const target = new URL(value, base);
    const path = `${target.pathname}${target.search}${target.hash}`;
    // What a router or a later decoding would make of the path: decoded, then its dot segments resolved.
    const decoded = decodedFully(target.pathname);
    if (decoded === null || UNSAFE.test(decoded)) return defaultSignedInPath();
    const reread = new URL(decoded, base);
    const onThisSite = (url: URL) => url.origin === base.origin && !url.pathname.startsWith('//');
    return onThisSite(target) && onThisSite(reread) ? path : defaultSignedInPath();
  } catch {
    return defaultSignedInPath();
  }
}

/** docs/rules/session.md#guards: the sign-in URL that brings the visitor back to `pathWithQuery` (`/auth/signin?redirect=…`). */
export function signInRedirect(pathWithQuery: string): string {
  return `${hrefOfRole('sign-in')}?redirect=${encodeURIComponent(pathWithQuery)}`;
}
