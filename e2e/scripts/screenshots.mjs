// A screenshot of every page of the site map (docs/rules/pages.md#site-map), for looking at: `npm start` in one terminal, then
//   pnpm --filter @ilm/e2e screenshots [-- --width 390] [--lang ar] [--site http://localhost:3000] [--api http://localhost:8000/]
// Pages of the learner area are taken signed in (a learner signed up through the API).
// Writes e2e/screenshots/<width>[-<lang>]/<page>.png (git-ignored). `--lang` shows the pages in that
// language, the way a visitor's choice does (the `lang` cookie).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

// pnpm 12 passes the `--` of `pnpm … screenshots -- --width 390` through, and parseArgs reads
// nothing after a `--` as an option: it is dropped.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    width: { type: 'string', default: '1280' },
    lang: { type: 'string', default: 'en' },
    site: { type: 'string', default: 'http://localhost:3000' },
    api: { type: 'string', default: 'http://localhost:8000/' },
  },
});
const width = Number(values.width);
const out = path.join(import.meta.dirname, '..', 'screenshots', values.lang === 'en' ? String(width) : `${width}-${values.lang}`);
mkdirSync(out, { recursive: true });

const PUBLIC = [
  '/',
  '/about-us',
  '/al-baari',
  '/al-razzaq',
  '/bari',
  '/career-path',
  '/career-path/cloud-engineer',
  '/career-path/cloud-engineer/pricing',
  '/career-paths',
  '/career-paths/cloud-engineer',
  '/career-paths/cloud-engineer/pricing',
  '/checkout?plan=standard',
  '/cif-form',
  '/cif',
  '/consulting',
  '/consulting/cloud-migration-assessment',
  '/contact-us',
  '/diploma-declaration',
  '/labs/aws-ec2-basics',
  '/learning-paths',
  '/partners-and-providers',
  '/pricing',
  '/privacy-and-policy',
  '/terms-and-conditions',
  '/hidden',
  '/hidden/about',
  '/hidden/blog',
  '/hidden/career-pathway',
  '/hidden/careers',
  '/hidden/contact-us',
  '/hidden/dream-job',
  '/hidden/for-business',
  '/hidden/for-individuals',
  '/hidden/globalReskillingProgram',
  '/hidden/hands-on-labs',
  '/hidden/our-partners',
  '/hidden/platform-cloud-playground',
  '/hidden/platform-overview',
  '/hidden/platform-skills-assesment-program',
  '/hidden/platform',
  '/hidden/privacy-policy',
  '/hidden/resources',
  '/hidden/skillsEvaluation',
  '/hidden/terms-and-conditions',
  '/auth/signIn',
  '/auth/signup',
  '/auth/forget-password',
  '/auth/old-forget-password',
  '/auth/reset-password?token=example',
  '/auth/sso?code=example',
  '/no-such-page',
];
const LEARNER = [
  '/dashboard',
  '/dashboard/instances',
  '/instance-dashboard',
  '/tokens',
  // mfe-careers
  '/dashboard/career',
  '/dashboard/jobs',
  '/dashboard/interviews',
  '/dashboard/internships',
  '/dashboard/immigration',
];

async function signUp() {
  const email = `screens-${Date.now()}@example.com`;
  const response = await fetch(new URL('accounts/signup/', values.api), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Amina', last_name: 'Khan', email, password: 'correct-horse-42', telephone: '+923001234567', country: 'PK' }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
async function shoot(urls, context) {
  const page = await context.newPage();
  for (const url of urls) {
    const response = await page.goto(`${values.site}${url}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(250);
    const file = path.join(out, `${url.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home'}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`${String(response?.status()).padEnd(4)} ${url} -> ${path.relative(process.cwd(), file)}  "${await page.title()}"`);
  }
}
try {
  const viewport = { width, height: 900 };
  const newContext = async () => {
    const context = await browser.newContext({ viewport });
    await context.addCookies([{ name: 'lang', value: values.lang, url: values.site, sameSite: 'Lax' }]);
    return context;
  };
  await shoot(PUBLIC, await newContext());
  const session = await signUp();
  const learner = await newContext();
  await learner.addCookies(['access_token', 'refresh_token'].map((name) => ({ name, value: session[name], url: values.site, sameSite: 'Lax' })));
  await shoot(LEARNER, learner);
} finally {
  await browser.close();
}
