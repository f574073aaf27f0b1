import { atom, computed } from 'nanostores';
import { SITE_PAGES_ELEMENT_ID, type LocalizedText, type NavSlot, type PageRole, type SitePage } from '@ilm/contract';
import { handedOver } from '@ilm/shared/config';
import type { RemotePages } from '@ilm/shared/contracts';

declare global {
  // Set by the Jest preset (tooling/build) from every workspace remote's declaration.
  var __ILM_SITE_PAGES__: SitePage[] | undefined;
  // Set by the Jest preset: a link to a page no remote declares fails the test.
  var __ILM_STRICT_LINKS__: boolean | undefined;
}

function initialSitePages(): SitePage[] {
  // A missing or broken hand-over is the same as none: the shell fetches the table instead.
  const handed = handedOver(SITE_PAGES_ELEMENT_ID) as { pages?: SitePage[] } | undefined;
  return handed?.pages ?? globalThis.__ILM_SITE_PAGES__ ?? [];
}

/**
 * Every page of the site as the shell composed it from the remotes' declarations
 * (docs/rules/pages.md): what links, navigation and the guards' destinations are made from.
 */
export const $sitePages = atom<SitePage[]>(initialSitePages());

/** Replaces the site's pages (the shell, once it has the composed table; a remote run alone, with its own). */
export function setSitePages(pages: SitePage[]): void {
  $sitePages.set(pages);
}

const $byName = computed($sitePages, (pages) => new Map(pages.map((page) => [page.name, page])));

/** A page's link target could not be made: no page has that name, or a parameter is missing. */
export class UnknownPageError extends Error {
  override readonly name = 'UnknownPageError';
}

/** The page called `name`, or undefined when no remote declares it (now). */
export function findPage(name: string): SitePage | undefined {
  return $byName.get().get(name);
}

function unknownPage(message: string): string {
  if (globalThis.__ILM_STRICT_LINKS__) throw new UnknownPageError(message);
  // On the live site a link to a page its remote has just removed leads home rather than
  // breaking the page that holds it; the console says why.
  console.error(`${message}: the link leads home`);
  return '/';
}

/**
 * The URL of the page called `name` (its first path), with `params` filled in and an optional
 * query: `href('career-path', { slug: 'cloud-engineer' })`, `href('checkout', {}, { plan: 'pro' })`.
 * In tests a name no remote declares throws {@link UnknownPageError}, so a typo fails them.
 */
export function href(name: string, params: Record<string, string> = {}, query?: Record<string, string>): string {
  const page = findPage(name);
  if (!page) return unknownPage(`No page is called "${name}"`);
  const [pattern = '/'] = page.paths;
  const missing = [...pattern.matchAll(/:([A-Za-z0-9]+)/g)].map((match) => match[1] ?? '').find((key) => !params[key]);
  if (missing) return unknownPage(`The page "${name}" needs the parameter "${missing}"`);
  const path = pattern.replace(/:([A-Za-z0-9]+)/g, (_match, key: string) => encodeURIComponent(params[key] ?? ''));
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** The URL of the page that plays `role` for the shell (sign-in, home…), or `fallback` when none does. */
export function hrefOfRole(role: PageRole, fallback = '/'): string {
  const page = $sitePages.get().find((candidate) => candidate.role === role);
  return page?.paths[0] ?? fallback;
}

/** A link a navigation slot draws. */
export interface NavLinkEntry {
  page: SitePage;
  label: LocalizedText;
  order: number;
  primary: boolean;
}

/** The pages that offer a link in `slot`, in their declared order. */
export function navEntries(pages: readonly SitePage[], slot: NavSlot): NavLinkEntry[] {
  return pages
    .flatMap((page) =>
      (page.nav ?? [])
        .filter((entry) => entry.slot === slot)
        .map((entry) => ({ page, label: entry.label, order: entry.order, primary: entry.primary ?? false })),
    )
    .sort((a, b) => a.order - b.order);
}

/** A remote's own declaration in the site's form (no titles or labels: enough for links and guards). */
export function pagesOfRemote({ remote, pages }: RemotePages): SitePage[] {
  return pages.map((page) => ({
    remote,
    name: page.name,
    paths: typeof page.path === 'string' ? [page.path] : [...page.path],
    layout: page.layout,
    access: page.access,
    ...(page.role ? { role: page.role } : {}),
  }));
}

/**
 * Where no shell handed the site's pages over (a widget on another site, a remote run alone),
 * the remote's own pages are what its links can name.
 */
export function fallBackToOwnPages(remotePages: RemotePages): void {
  if ($sitePages.get().length === 0) setSitePages(pagesOfRemote(remotePages));
}
