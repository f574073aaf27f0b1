// How the site's server-drawn pages come alive (docs/decisions/0005-server-rendering.md): `npm start`
// in one terminal, then
//   pnpm --filter @ilm/e2e hydration [-- --lang en] [--site http://localhost:3000]
// For every path of sitemap.xml: how long the server took to answer the HTML (the first time, and
// again from its cache), and whether the page's scripts hydrated the server's drawing or drew parts
// of it anew: every element the server drew is remembered before the scripts run, and once the page
// is alive (no control left disabled) those no longer in the document are named. A loading state the
// page replaces with what it loaded (role="status") is not counted.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { median, sitemapPaths } from './site-paths.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { site: { type: 'string', default: 'http://localhost:3000' }, lang: { type: 'string', default: 'en' } },
});

const paths = await sitemapPaths(values.site);

async function timed(url) {
  const started = performance.now();
  await (await fetch(url)).text();
  return performance.now() - started;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext();
const first = [];
const cached = [];
const redrawn = [];
for (const path of paths) {
  const url = new URL(path, values.site);
  url.searchParams.set('lang', values.lang);
  first.push(await timed(url));
  cached.push(await timed(url));
  const page = await context.newPage();
  await page.addInitScript(() => {
    globalThis.document.addEventListener('DOMContentLoaded', () => {
      globalThis.__ilmDrawn = [...globalThis.document.querySelectorAll('#root *')].filter((element) => !element.closest('[role="status"]'));
    });
  });
  await page.goto(url.toString(), { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !globalThis.document.querySelector('[data-server-disabled]'), null, { timeout: 15_000 }).catch(() => undefined);
  await page.waitForTimeout(200);
  const lost = await page.evaluate(() =>
    (globalThis.__ilmDrawn ?? [])
      .filter((element) => !element.isConnected && element.parentElement?.isConnected !== false)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`),
  );
  if (lost.length) redrawn.push(`${path} (${lost.slice(0, 3).join(' ')}${lost.length > 3 ? ` +${lost.length - 3}` : ''})`);
  await page.close();
}
await browser.close();
console.log(
  `HTML of ${paths.length} pages [${values.lang}]: median ${median(first).toFixed(0)} ms drawn by the remote, ${median(cached).toFixed(0)} ms from the shell's cache (max ${Math.max(...first).toFixed(0)} ms)`,
);
console.log(
  `hydrated without drawing anew: ${paths.length - redrawn.length} of ${paths.length}${redrawn.length ? `; drawn anew in part: ${redrawn.join(', ')}` : ''}`,
);
