// What Lighthouse's LCP is made of, run by run: for each page, the simulated FCP, LCP and TBT, the
// first and largest paint Chromium showed in the unthrottled load Lighthouse simulates from, and the
// requests that ended before that largest paint — Lantern counts every one of them but low-priority
// images in the LCP (docs/bench/first-visit.md). `npm start` in one terminal, then:
//   pnpm --filter @ilm/e2e bench:paint [-- --runs 3] [--lang ar,ur] [--paths /,/pricing] [--site http://localhost:3000] [--show-scrollbars] [--offer-translation]
// A benchmark, not a test: the figures depend on the machine.
import lighthouse from 'lighthouse';
import { benchArguments, FIRST_VISIT_STORAGE, launchChromeForLighthouse } from './site-paths.mjs';

const { site, languages, runs, paths, showScrollbars, offerTranslation } = benchArguments();

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

const chrome = await launchChromeForLighthouse({ showScrollbars, offerTranslation });
try {
  for (const path of paths) {
    for (const language of languages) {
      const url = new URL(path, site);
      url.searchParams.set('lang', language);
      console.log(`${path} [${language}]`);
      for (let run = 1; run <= runs; run += 1) {
        const { lhr } = await lighthouse(url.toString(), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          clearStorageTypes: FIRST_VISIT_STORAGE,
        });
        console.log(`  run ${run}: ${describe(lhr)}`);
      }
    }
  }
} finally {
  await chrome.kill();
}
