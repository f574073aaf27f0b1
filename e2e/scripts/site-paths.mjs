// What the measuring scripts share: the site's pages as its sitemap.xml lists them, the pages of the
// first-visit goal, the benchmarks' arguments, their Chromium for Lighthouse, and a median.
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';

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

/**
 * The arguments of a first-visit benchmark: `--site`, `--lang` (en,ar,ur), `--runs` (3) and
 * `--paths` (the goal's pages), and any `options` of its own (`parseArgs` options).
 */
export function benchArguments(options = {}) {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      site: { type: 'string', default: 'http://localhost:3000' },
      lang: { type: 'string', default: 'en,ar,ur' },
      runs: { type: 'string', default: '3' },
      paths: { type: 'string' },
      ...options,
    },
  });
  return { ...values, languages: values.lang.split(','), runs: Number(values.runs), paths: values.paths ? values.paths.split(',') : FIRST_VISIT_PATHS };
}

/** Debian's Chromium (or CHROMIUM_PATH), headless, for Lighthouse to drive. */
export function launchChromeForLighthouse() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}
