// Performance benchmark: Lighthouse 12 (mobile, simulated throttling, its defaults) with Debian's
// Chromium on the pages a first visit lands on most, in each language, several runs each; prints the
// median of each figure and each run's TBT (its spread). Every run is a first visit: the site's
// cookies are cleared as well as its caches (FIRST_VISIT_STORAGE). `npm start` in one terminal, then:
//   pnpm --filter @ilm/e2e bench:performance [-- --runs 3] [--lang en,ar,ur] [--paths /,/pricing] [--site http://localhost:3000] [--json out.json] [--no-scripts] [--show-scrollbars] [--offer-translation]
// `--no-scripts` measures the server's pages with their one script (start.js) blocked: no script of
// the site runs, so its figures are what the HTML, styles and fonts alone cost on this machine.
// A benchmark, not a test: the figures depend on the machine; docs/bench/first-visit.md
// records them and the goal they are read against.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { benchArguments, FIRST_VISIT_STORAGE, launchChromeForLighthouse, median } from './site-paths.mjs';

const values = benchArguments({ json: { type: 'string' }, 'no-scripts': { type: 'boolean', default: false } });
/** The document's one script (start.js, which starts every other): blocked, the page stays as the server drew it. */
const blockedUrlPatterns = values['no-scripts'] ? ['*/start.js'] : [];
const { languages, runs, paths } = values;

/** The figures read from each run: the score, the Web Vitals Lighthouse simulates, the JavaScript transferred, and the machine's CPU speed. */
const FIGURES = [
  ['score', (lhr) => lhr.categories.performance.score, (value) => value.toFixed(2)],
  ['FCP ms', (lhr) => lhr.audits['first-contentful-paint'].numericValue, (value) => value.toFixed(0)],
  ['LCP ms', (lhr) => lhr.audits['largest-contentful-paint'].numericValue, (value) => value.toFixed(0)],
  ['TBT ms', (lhr) => lhr.audits['total-blocking-time'].numericValue, (value) => value.toFixed(0)],
  ['CLS', (lhr) => lhr.audits['cumulative-layout-shift'].numericValue, (value) => value.toFixed(3)],
  ['SI ms', (lhr) => lhr.audits['speed-index'].numericValue, (value) => value.toFixed(0)],
  ['JS KiB', (lhr) => scriptBytes(lhr) / 1024, (value) => value.toFixed(1)],
  // Lighthouse's measure of the CPU at the run (higher is faster). TBT is the trace's tasks, taken at
  // this CPU's speed, times four: the same page swings with it (docs/bench/first-visit.md).
  ['CPU index', (lhr) => lhr.environment.benchmarkIndex, (value) => value.toFixed(0)],
];

/** TBT's place in FIGURES: each run's value is printed too, since one row's runs can read 20 and 400 ms. */
const TBT_FIGURE = FIGURES.findIndex(([name]) => name === 'TBT ms');

/** Bytes of JavaScript the page transferred (compressed as served), from the network requests audit. */
function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

const chrome = await launchChromeForLighthouse(values);
const rows = [];
try {
  for (const path of paths) {
    for (const language of languages) {
      const url = new URL(path, values.site);
      url.searchParams.set('lang', language);
      const measured = FIGURES.map(() => []);
      for (let run = 0; run < runs; run += 1) {
        const { lhr } = await lighthouse(url.toString(), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          blockedUrlPatterns,
          clearStorageTypes: FIRST_VISIT_STORAGE,
        });
        // A page that did not load (the site stopped, an error page) has no score: say which and why.
        if (lhr.runtimeError || lhr.categories.performance.score === null)
          throw new Error(
            `${url}: Lighthouse could not measure the page (${lhr.runtimeError?.code ?? 'no score'}: ${lhr.runtimeError?.message ?? 'see its report'})`,
          );
        FIGURES.forEach(([, read], index) => measured[index].push(read(lhr)));
      }
      rows.push({ path, language, medians: measured.map((numbers) => median(numbers)), tbtRuns: measured[TBT_FIGURE] });
      console.error(`measured ${path} [${language}]`);
    }
  }
} finally {
  await chrome.kill();
}

const header = ['page', 'lang', ...FIGURES.map(([name]) => name), 'TBT each run'];
const lines = rows.map(({ path, language, medians, tbtRuns }) => [
  path,
  language,
  ...medians.map((value, index) => FIGURES[index][2](value)),
  tbtRuns.map((value) => value.toFixed(0)).join(' / '),
]);
const widths = header.map((name, column) => Math.max(name.length, ...lines.map((line) => line[column].length)));
const format = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
console.log(
  `Lighthouse 12, mobile (simulated throttling), median of ${runs} run${runs === 1 ? '' : 's'} per page and language, each a first visit (no cookie kept)${values['no-scripts'] ? ", the site's scripts blocked" : ''}, Chromium's scrollbars ${values.showScrollbars ? 'shown' : 'hidden'}, translation ${values.offerTranslation ? 'offered' : 'not offered'}`,
);
console.log(format(header));
console.log(format(widths.map((width) => '-'.repeat(width))));
for (const line of lines) console.log(format(line));
if (values.json)
  writeFileSync(
    values.json,
    JSON.stringify(
      rows.map(({ path, language, medians, tbtRuns }) => ({
        path,
        language,
        ...Object.fromEntries(FIGURES.map(([name], index) => [name, medians[index]])),
        'TBT each run': tbtRuns,
      })),
      null,
      2,
    ),
  );
