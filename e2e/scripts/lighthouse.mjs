// Lighthouse 12 on the site's public pages with Debian's Chromium: `npm start` in one terminal, then
//   pnpm --filter @ilm/e2e lighthouse [-- --categories seo,accessibility] [--lang en,ar,ur] [--runs 1]
//     [--paths /,/pricing] [--site http://localhost:3000] [--min 1]
// Without --paths, every path of the site's sitemap.xml. Prints one line per page and language with
// each category's score (the median of --runs) and the audits that failed, then the lowest score of
// each category; exits 1 when a score is below --min.
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, sitemapPaths } from './site-paths.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    site: { type: 'string', default: 'http://localhost:3000' },
    categories: { type: 'string', default: 'seo,accessibility' },
    lang: { type: 'string', default: 'en,ar,ur' },
    runs: { type: 'string', default: '1' },
    paths: { type: 'string' },
    min: { type: 'string' },
  },
});
const categories = values.categories.split(',');
const languages = values.lang.split(',');
const runs = Number(values.runs);

const paths = values.paths ? values.paths.split(',') : await sitemapPaths(values.site);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const lowest = Object.fromEntries(categories.map((category) => [category, 1]));
try {
  for (const path of paths) {
    for (const language of languages) {
      const url = new URL(path, values.site);
      url.searchParams.set('lang', language);
      const scores = Object.fromEntries(categories.map((category) => [category, []]));
      const failed = new Set();
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url.toString(), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
          formFactor: 'mobile',
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        });
        const { lhr } = result;
        for (const category of categories) {
          scores[category].push(lhr.categories[category].score ?? 0);
          for (const ref of lhr.categories[category].auditRefs) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1) failed.add(ref.id);
          }
        }
      }
      const line = categories.map((category) => {
        const score = median(scores[category]);
        lowest[category] = Math.min(lowest[category], score);
        return `${category} ${score.toFixed(2)}`;
      });
      console.log(`${path} [${language}]  ${line.join('  ')}${failed.size ? `  failed: ${[...failed].join(', ')}` : ''}`);
    }
  }
} finally {
  await chrome.kill();
}
console.log(
  `lowest: ${categories.map((category) => `${category} ${lowest[category].toFixed(2)}`).join('  ')} over ${paths.length} pages × ${languages.length} languages`,
);
if (values.min && categories.some((category) => lowest[category] < Number(values.min))) process.exit(1);
