// What Lighthouse's LCP is made of, run by run: for each page, the simulated FCP, LCP and TBT, the
// first and largest paint Chromium showed in the unthrottled load Lighthouse simulates from, and the
// requests that ended before that largest paint — Lantern counts every one of them but low-priority
// images in the LCP (docs/decisions/0007-first-visit-performance.md). `npm start` in one terminal, then:
//   pnpm --filter @ilm/e2e bench:paint [-- --runs 3] [--lang ar,ur] [--paths /,/pricing] [--site http://localhost:3000]
// A benchmark, not a test: the figures depend on the machine.
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { FIRST_VISIT_PATHS } from './site-paths.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    site: { type: 'string', default: 'http://localhost:3000' },
    lang: { type: 'string', default: 'en,ar,ur' },
    runs: { type: 'string', default: '3' },
    paths: { type: 'string' },
  },
});

const kib = (requests) => (requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024).toFixed(0);

/** One run's line: simulated metrics, observed paints, and what ended before the observed largest paint. */
function describe(lhr) {
  const metrics = lhr.audits.metrics.details.items[0];
  const requests = lhr.audits['network-requests'].details.items;
  const start = Math.min(...requests.map((request) => request.networkRequestTime));
  const before = requests.filter((request) => request.networkEndTime - start <= metrics.observedLargestContentfulPaint);
  const ofType = (type) => before.filter((request) => request.resourceType === type);
  return [
    `score ${lhr.categories.performance.score.toFixed(2)}`,
    `FCP ${metrics.firstContentfulPaint.toFixed(0)} LCP ${metrics.largestContentfulPaint.toFixed(0)} TBT ${metrics.totalBlockingTime.toFixed(0)}`,
    `shown: FCP ${metrics.observedFirstContentfulPaint.toFixed(0)} LCP ${metrics.observedLargestContentfulPaint.toFixed(0)}`,
    `ended before it: ${before.length} requests, ${kib(before)} KiB (scripts ${kib(ofType('Script'))}, fonts ${kib(ofType('Font'))})`,
  ].join(' | ');
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  for (const path of values.paths ? values.paths.split(',') : FIRST_VISIT_PATHS) {
    for (const language of values.lang.split(',')) {
      const url = new URL(path, values.site);
      url.searchParams.set('lang', language);
      console.log(`${path} [${language}]`);
      for (let run = 1; run <= Number(values.runs); run += 1) {
        const { lhr } = await lighthouse(url.toString(), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        console.log(`  run ${run}: ${describe(lhr)}`);
      }
    }
  }
} finally {
  await chrome.kill();
}
