// What the measuring scripts share: the site's pages as its sitemap.xml lists them, the pages of the
// first-visit goal, and a median.

/** The pages of the first-visit goal (docs/decisions/0007-first-visit-performance.md): the home page, pricing, sign-in, a lab and a career path. */
export const FIRST_VISIT_PATHS = ['/', '/pricing', '/auth/signIn', '/labs/linux-files-and-permissions', '/career-paths/cloud-engineer'];

/** Every path of `site`'s sitemap.xml, once (its `?lang=` copies left out). */
export async function sitemapPaths(site) {
  const xml = await (await fetch(new URL('/sitemap.xml', site))).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1].replace(/&amp;/g, '&')));
  return [...new Set(locs.filter((url) => !url.search).map((url) => url.pathname))];
}

/** The middle value (the lower of the two middle ones for an even count). */
export function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
