import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { countLoads, launchBrowser } from '../support/browser';
import { signInBrowser, signUpLearner } from '../support/learner';
import { AppServer, PORTS, REMOTE_DIRS, remotesSetting, SHELL_URL, Stack, type RemoteKey } from '../support/stack';

const stack = new Stack();
let browser: Browser;

beforeAll(async () => {
  [browser] = await Promise.all([launchBrowser(), stack.start()]);
});
afterAll(async () => {
  await browser?.close();
  await stack.stop();
});

/** One page of each remote, with the heading that shows it arrived. */
const PAGE_OF: Record<RemoteKey, { url: string; heading: RegExp; signedIn?: boolean }> = {
  mfe_marketing: { url: '/about-us', heading: /about/i },
  mfe_auth: { url: '/auth/forget-password', heading: /password/i },
  mfe_dashboard: { url: '/tokens', heading: /token/i, signedIn: true },
  mfe_checkout: { url: '/pricing', heading: /pric|plan/i },
  // Its public page: a diploma's verification, for a number no diploma has.
  mfe_careers: { url: '/diplomas/00000000-0000-4000-8000-000000000000', heading: /diploma/i },
};

const FALLBACK = 'This part of the site is unavailable right now';

async function openPage(signedIn = false): Promise<Page> {
  const context = await browser.newContext();
  if (signedIn) await signInBrowser(context, await signUpLearner(stack));
  return context.newPage();
}

describe('resilience', () => {
  it.each(Object.keys(REMOTE_DIRS) as RemoteKey[])(
    'with %s stopped, its pages show the fallback after one reload, the rest works, and Retry brings it back',
    async (remote) => {
      const own = PAGE_OF[remote];
      const other = PAGE_OF[remote === 'mfe_marketing' ? 'mfe_checkout' : 'mfe_marketing'];
      await stack.remotes[remote].stop();
      const page = await openPage(own.signedIn);
      const loads = countLoads(page);
      try {
        await page.goto(`${SHELL_URL}${own.url}`);
        const retry = page.getByRole('button', { name: 'Try again' });
        await retry.waitFor({ timeout: 20_000 });
        await page.getByRole('heading', { name: FALLBACK }).waitFor();
        expect(loads.count).toBe(2);
        // Another remote's page still loads, in the same tab.
        await page.goto(`${SHELL_URL}${other.url}`);
        await page.getByRole('heading', { level: 1, name: other.heading }).waitFor();
        await page.goBack();
        await retry.waitFor();
        await stack.remotes[remote].start();
        await retry.click();
        await page.getByRole('heading', { level: 1, name: own.heading }).waitFor();
        await expect(page.getByRole('heading', { name: FALLBACK }).count()).resolves.toBe(0);
      } finally {
        await stack.remotes[remote].start();
        await page.context().close();
      }
    },
  );

  it('a chunk that fails after the remote entry loaded reloads the page once within 10 s, then shows the fallback — never a loop', async () => {
    const page = await openPage();
    const loads = countLoads(page);
    // The remote's container loads; the page's own chunk does not.
    let entryRequests = 0;
    page.on('request', (request) => {
      if (request.url() === `http://localhost:${PORTS.mfe_checkout}/remoteEntry.js`) entryRequests += 1;
    });
    await page.route(/_pages_pricing-page_tsx[.-]/, (route) => route.abort());
    const started = Date.now();
    await page.goto(`${SHELL_URL}/pricing`);
    await page.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 20_000 });
    expect(loads.count).toBe(2);
    expect(Date.now() - started).toBeLessThan(10_000);
    // Each load tries twice: once, then once more with the remote's cached container dropped.
    expect(entryRequests).toBe(4);
    // Past the guard's 10 s nothing reloads by itself.
    await page.waitForTimeout(11_000);
    expect(loads.count).toBe(2);
    await page.context().close();
  });

  it('a remote redeployed elsewhere is served after a restart of the shell server alone, with no shell rebuild', async () => {
    const output = mkdtempSync(path.join(tmpdir(), 'ilm-redeploy-'));
    const marketingDir = path.resolve(__dirname, '..', '..', 'mfe-marketing');
    const newPort = PORTS.mfe_marketing + 10;
    const redeployed = new AppServer('mfe_marketing v2', 'mfe-marketing', newPort, { CORS_ORIGINS: SHELL_URL, DIST_DIR: output });
    try {
      // The remote's build deployed as it is to another address (its files find their own origin).
      cpSync(path.join(marketingDir, 'dist'), output, { recursive: true });
      await redeployed.start();
      await stack.shell.stop();
      await stack.shell.start({ REMOTES: remotesSetting({ mfe_marketing: `http://localhost:${newPort}/mf-manifest.json` }) });
      const page = await openPage();
      const fromNewHome = page.waitForResponse(
        (response) => response.url().startsWith(`http://localhost:${newPort}/`) && /_pages_about-us-page_tsx[.-]/.test(response.url()),
      );
      await page.goto(`${SHELL_URL}/about-us`);
      await fromNewHome;
      await page.getByRole('heading', { level: 1, name: /about/i }).waitFor();
      await page.context().close();
    } finally {
      await stack.shell.stop();
      await stack.shell.start();
      await redeployed.stop();
      rmSync(output, { recursive: true, force: true });
    }
  });

  it('10. with the API down, public pages still render, prices fall back to USD, and sign-in says the service is unavailable', async () => {
    await stack.api.stop();
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-country-code': 'DE' } });
    const page = await context.newPage();
    try {
      await page.goto(`${SHELL_URL}/about-us`);
      await page.getByRole('heading', { level: 1, name: /about/i }).waitFor();
      await page.goto(`${SHELL_URL}/pricing`);
      await page.getByRole('banner').getByText('USD', { exact: true }).waitFor();
      await page.goto(`${SHELL_URL}/auth/signin`);
      await page.getByLabel('Email').fill('amina@example.com');
      await page.getByLabel('Password', { exact: true }).fill('correct-horse-42');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('The service is unavailable right now, try again in a moment.').waitFor();
    } finally {
      await context.close();
      await stack.api.start();
    }
  });
});
