// Bundle-size benchmark: which JavaScript a page of the running site loads, raw and gzip-compressed.
//   npm start   (in another terminal), then:   node scripts/bench-bundle.mjs [URL ...]
// Default URL: http://localhost:3000/. Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('playwright-core');

const urls = process.argv.slice(2).length ? process.argv.slice(2) : ['http://localhost:3000/'];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const url of urls) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      const body = await response.body().catch(() => null);
      if (body) scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.close();
    const total = scripts.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), { raw: 0, gzip: 0 });
    console.log(`\n${url}: ${scripts.length} JavaScript files, ${(total.raw / 1024).toFixed(1)} KiB raw, ${(total.gzip / 1024).toFixed(1)} KiB gzip`);
    for (const file of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(7)} KiB gzip  ${(file.raw / 1024).toFixed(1).padStart(7)} KiB raw  ${file.url}`);
    }
  }
} finally {
  await browser.close();
}
