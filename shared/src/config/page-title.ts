import { atom } from 'nanostores';

/** docs/rules/pages.md#titles: every page other than the default one is titled '%s | Top Class Cloud and Security Training'. */
export const TITLE_SUFFIX = 'Top Class Cloud and Security Training';

/**
 * The document title of a page: `${productName} Cloud` without a page title (the site's default title),
 * `'<page> | Top Class Cloud and Security Training'` with one.
 */
export function pageTitle(productName: string, page?: string): string {
  return page ? `${page} | ${TITLE_SUFFIX}` : `${productName} Cloud`;
}

/**
 * The title a page gives itself (a career path's name, through `PageHead`), which wins over the
 * one its declaration names; undefined when the page names none.
 */
export const $ownPageTitle = atom<string | undefined>(undefined);
