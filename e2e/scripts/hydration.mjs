// How the site's server-drawn pages come alive (docs/decisions/0005-server-rendering.md): `npm start`
// in one terminal, then
//   pnpm --filter @ilm/e2e hydration [-- --lang en] [--site http://localhost:3000]
// For every path of sitemap.xml: how long the server took to answer the HTML (the first time, and
// again from its cache), and whether the page's module hydrated the server's drawing or had to draw
// it anew (React's recoverable error, which the shell logs as "drawn again").
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
  const messages = [];
  page.on('console', (message) => {
    if (message.text().includes('drawn again')) messages.push(message.text());
  });
  await page.goto(url.toString(), { waitUntil: 'networkidle' });
  await page.waitForTimeout(200);
  if (messages.length) redrawn.push(path);
  await page.close();
}
await browser.close();
console.log(`HTML of ${paths.length} pages [${values.lang}]: median ${median(first).toFixed(0)} ms drawn by the remote, ${median(cached).toFixed(0)} ms from the shell's cache (max ${Math.max(...first).toFixed(0)} ms)`);
console.log(`hydrated without drawing anew: ${paths.length - redrawn.length} of ${paths.length}${redrawn.length ? `; drawn anew: ${redrawn.join(', ')}` : ''}`);
