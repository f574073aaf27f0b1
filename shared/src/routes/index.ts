export { $sitePages, fallBackToOwnPages, findPage, href, hrefOfRole, navEntries, pagesOfRemote, setSitePages, UnknownPageError } from './site-pages';
export type { NavLinkEntry } from './site-pages';
export { defaultSignedInPath, safeRedirect, signInRedirect } from './safe-redirect';
