export { $sitePages, findPage, href, hrefOfRole, navEntries, setSitePages, UnknownPageError } from './site-pages';
export type { NavLinkEntry } from './site-pages';
export { defaultSignedInPath, safeRedirect, signInRedirect } from './safe-redirect';
