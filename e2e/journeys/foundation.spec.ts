import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../support/browser';
import { signInBrowser, signUpLearner } from '../support/learner';
import { AUTH_PAGES, PAGES } from '../support/spec-pages';
import { API_URL, PORTS, SHELL_URL, Stack, type RemoteKey } from '../support/stack';

const stack = new Stack();
let browser: Browser;

beforeAll(async () => {
  [browser] = await Promise.all([launchBrowser(), stack.start()]);
});
afterAll(async () => {
  await browser?.close();
  await stack.stop();
});

/** Whether this page load fetched code from the remote on `port` (its page declaration and the page's chunk). */
function loadedFrom(page: Page, port: number): Promise<boolean> {
  return page.evaluate((origin) => performance.getEntriesByType('resource').some((entry) => entry.name.startsWith(origin)), `http://localhost:${port}/`);
}

/** Opens a fresh page (its own sessionStorage, so reload guards never leak between tests). */
async function openPage(): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

describe('the federated site in Chromium', () => {
  it('site map: every page is drawn in its layout by the remote that declares it', async () => {
    const page = await openPage();
    // Dashboard-layout pages need a session (docs/rules/session.md#guards): a learner signed in the way the site signs in.
    await signInBrowser(page.context(), await signUpLearner(stack));
    const errors = collectErrors(page);
    const problems: string[] = [];
    for (const [url, layout, module] of PAGES) {
      const [remote] = module.split('/') as [RemoteKey, string];
      const response = await page.goto(`${SHELL_URL}${url}`);
      await page.locator('h1').first().waitFor();
      // The heading may be the server's drawing (docs/decisions/0005-server-rendering.md): wait for the live page.
      await page.locator('[data-layout]').first().waitFor();
      await page.waitForLoadState('networkidle');
      const drawn = await page.locator('[data-layout]').first().getAttribute('data-layout');
      if (response?.status() !== 200) problems.push(`${url}: HTTP ${response?.status()}`);
      if (drawn !== layout) problems.push(`${url}: layout ${drawn}, expected ${layout}`);
      if ((await page.locator('h1').count()) !== 1) problems.push(`${url}: not exactly one h1`);
      if (!(await loadedFrom(page, PORTS[remote]))) problems.push(`${url}: nothing was loaded from ${remote} (port ${PORTS[remote]})`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('site map: every auth page is drawn by mfe_auth for a visitor', async () => {
    const page = await openPage();
    const problems: string[] = [];
    for (const [url, layout] of AUTH_PAGES) {
      await page.goto(`${SHELL_URL}${url}`);
      await page.locator('h1').first().waitFor();
      // The heading may be the server's drawing (docs/decisions/0005-server-rendering.md): wait for the live page.
      await page.locator('[data-layout]').first().waitFor();
      await page.waitForLoadState('networkidle');
      const drawn = await page.locator('[data-layout]').first().getAttribute('data-layout');
      if (drawn !== layout) problems.push(`${url}: layout ${drawn}, expected ${layout}`);
      if (!(await loadedFrom(page, PORTS.mfe_auth))) problems.push(`${url}: nothing was loaded from mfe_auth`);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("an unknown URL shows 'Page not found' with HTTP status 404", async () => {
    const page = await openPage();
    const response = await page.goto(`${SHELL_URL}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
    expect(await page.title()).toBe('Page not found | Top Class Cloud and Security Training');
    await page.context().close();
  });

  it.each([
    ['mfe_marketing', '/learning-paths', 'catalog/learning-paths/'],
    ['mfe_auth', '/auth/signin', 'accounts/login/'],
    ['mfe_dashboard', '/labs/aws-ec2-basics', 'catalog/labs/aws-ec2-basics/'],
    ['mfe_checkout', '/pricing', 'payments/plans/'],
  ])(
    'shares one copy of every @ilm/shared entry: %s calls the API the shell was configured with, and what it writes the shell shows',
    async (remote, url, call) => {
      const page = await openPage();
      const calls: string[] = [];
      page.on('request', (request) => calls.push(request.url()));
      // A remote with its own copy of the config would call the default API (port 8000), not the stack's.
      const apiCall = page.waitForRequest((request) => request.url().startsWith(`${API_URL}${call}`));
      // Arrive at the page inside the app: a page drawn by the server already holds its data and asks the API nothing.
      await page.goto(`${SHELL_URL}/no-such-page`);
      await page.locator('[data-layout]').first().waitFor();
      // The layout arrives drawn by the server: the app's router listens only once it has taken it over (its controls enabled).
      await page.waitForFunction(() => document.querySelector('[data-server-disabled]') === null);
      await page.evaluate((target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, url);
      if (remote === 'mfe_auth') {
        // The sign-in page calls the API when the form is sent.
        await page.getByLabel('Email').fill('nobody@example.com');
        await page.getByLabel('Password', { exact: true }).fill('not-the-password');
        await page.getByRole('button', { name: 'Sign in' }).click();
      }
      await apiCall;
      await page.locator('h1').first().waitFor();
      expect(calls.filter((request) => request.startsWith('http://localhost:8000/'))).toEqual([]);
      const differing = await page.evaluate(async (remoteName) => {
        type Instance = { name: string; loadShare: (id: string) => Promise<false | (() => Record<string, unknown>)> };
        const instances = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__;
        const load = async (name: string, id: string) => {
          const factory = await instances.find((instance) => instance.name === name)!.loadShare(id);
          return factory ? factory() : null;
        };
        const entries = ['stores', 'api', 'cookies', 'config', 'i18n', 'ui', 'routes'].map((entry) => `@ilm/shared/${entry}`);
        const differ: string[] = [];
        for (const id of entries) if ((await load('shell', id)) !== (await load(remoteName, id))) differ.push(id);
        const config = await load(remoteName, '@ilm/shared/config');
        (config!.setRuntimeConfig as (next: object) => void)({
          PRODUCT_NAME: 'Probe',
          API_BASE_URL: (config!.$runtimeConfig as { get(): { API_BASE_URL: string } }).get().API_BASE_URL,
        });
        return differ;
      }, remote);
      expect(differing).toEqual([]);
      await page.getByRole('link', { name: 'Probe Cloud home page' }).first().waitFor();
      await page.context().close();
    },
  );
});
