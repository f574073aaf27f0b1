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
 * `--paths` (the goal's pages), `--show-scrollbars` and `--offer-translation` (for
 * {@link launchChromeForLighthouse}), and any `options` of its own (`parseArgs` options).
 */
export function benchArguments(options = {}) {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      site: { type: 'string', default: 'http://localhost:3000' },
      lang: { type: 'string', default: 'en,ar,ur' },
      runs: { type: 'string', default: '3' },
      paths: { type: 'string' },
      'show-scrollbars': { type: 'boolean', default: false },
      'offer-translation': { type: 'boolean', default: false },
      ...options,
    },
  });
  return {
    ...values,
    languages: values.lang.split(','),
    runs: Number(values.runs),
    paths: values.paths ? values.paths.split(',') : FIRST_VISIT_PATHS,
    showScrollbars: values['show-scrollbars'],
    offerTranslation: values['offer-translation'],
  };
}

/**
 * What Lighthouse clears of the site before each run, so that every run is a first visit: its own
 * defaults (caches, service workers) and the site's cookies and storage, which it keeps by default
 * from one run to the next. The site's cookies change the page a browser gets: after one run in
 * Arabic the `fonts` cookie has the server paint Arabic with its faces, `countryIsoCode` spares the
 * page its country lookup, `lang` picks the language (docs/decisions/0007-first-visit-performance.md).
 */
export const FIRST_VISIT_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'cookies', 'local_storage', 'indexeddb'];

/**
 * Debian's Chromium (or CHROMIUM_PATH), headless, for Lighthouse to drive.
 * - Its scrollbars are hidden unless `showScrollbars`: headless Chromium, emulating a phone, shows
 *   an overlay scrollbar at the page's first layout (and again when the page's height changes) and
 *   fades it out over about 20 frames, which a phone does not do as a page loads. On this two-core
 *   machine each of those frames is composited in software and captured for Lighthouse's filmstrip,
 *   and that CPU is taken from the page's main thread; the fade also counts as the page still
 *   changing in the Speed Index (docs/decisions/0007-first-visit-performance.md, lever 16).
 * - It offers no translation unless `offerTranslation`, as Lighthouse's own launcher means it to:
 *   chrome-launcher's default flags turn the translate service off (`--disable-features=Translate`),
 *   a switch Chromium 150 no longer honours, so its preference does it. Offered, the browser's own
 *   interface draws its translate offer beside every page whose `lang` is not the browser's (each
 *   Arabic and Urdu page here), and on two cores that drawing's CPU is taken from the page's main
 *   thread (docs/decisions/0007-first-visit-performance.md, lever 27).
 */
export function launchChromeForLighthouse({ showScrollbars = false, offerTranslation = false } = {}) {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...(showScrollbars ? [] : ['--hide-scrollbars']),
    ],
    prefs: offerTranslation ? {} : { translate: { enabled: false } },
  });
}
