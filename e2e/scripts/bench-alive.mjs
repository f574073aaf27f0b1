// When a page the server drew is shown and when it is alive (no control left disabled, i.e. no
// `[data-server-disabled]`), in Chromium with the network and CPU of Lighthouse's phone (150 ms,
// 1.6 Mbps, CPU four times slower); the median of several loads, each in a fresh context
// (docs/bench/first-visit.md). `npm start` in one terminal, then:
//   pnpm --filter @ilm/e2e bench:alive [-- --runs 3] [--lang en,ar,ur] [--paths /,/pricing] [--site http://localhost:3000]
// A benchmark, not a test: the figures depend on the machine.
import { chromium } from 'playwright-core';
import { benchArguments, median } from './site-paths.mjs';

const { site, languages, runs, paths } = benchArguments();

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

/** One load of `url`: the first contentful paint and the moment no control is disabled, in ms from navigation. */
async function load(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => globalThis.document.querySelector('main') !== null && globalThis.document.querySelectorAll('[data-server-disabled]').length === 0,
      null,
      { timeout: 60_000, polling: 20 },
    );
    return await page.evaluate(() => ({ shown: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN, alive: performance.now() }));
  } finally {
    await context.close();
  }
}

try {
  console.log(`median of ${runs} loads: shown (first contentful paint) / alive (no control disabled), ms`);
  for (const path of paths) {
    for (const language of languages) {
      const url = new URL(path, site);
      url.searchParams.set('lang', language);
      const loads = [];
      for (let run = 0; run < runs; run += 1) loads.push(await load(url.toString()));
      console.log(`${path} [${language}]: ${median(loads.map((one) => one.shown)).toFixed(0)} / ${median(loads.map((one) => one.alive)).toFixed(0)}`);
    }
  }
} finally {
  await browser.close();
}
