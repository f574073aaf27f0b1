import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { answerCountryLookup } from '../support/country-lookup';
import { collectCspViolations, type CspViolation } from '../support/csp';
import { typeInTerminal, waitForTerminal } from '../support/lab-terminal';
import { signInBrowser, signUpLearner, type Learner } from '../support/learner';
import { AUTH_PAGES, PAGES } from '../support/spec-pages';
import { API_URL, PORTS, SHELL_URL, Stack } from '../support/stack';

// docs/rules/security.md#headers: the shell's HTML carries a Content-Security-Policy (tooling/server/src/security-headers.ts)
// built from the stack's settings (REMOTES, API_BASE_URL, COUNTRY_LOOKUP_URL). These journeys check
// that the site really runs under it: every page, in Chromium, with every CSP violation counted.
const stack = new Stack();
let browser: Browser;

beforeAll(async () => {
  [browser] = await Promise.all([launchBrowser(), stack.start()]);
});
afterAll(async () => {
  await browser?.close();
  await stack.stop();
});

/** A fresh context whose CSP violations are collected, with the phone input's country lookup answered. */
async function watchedContext(): Promise<{ context: BrowserContext; page: Page; violations: CspViolation[] }> {
  const context = await browser.newContext();
  await answerCountryLookup(context);
  const violations = await collectCspViolations(context);
  return { context, page: await context.newPage(), violations };
}

/** Opens `url` on the shell, checks its policy header is there, and waits for its heading. */
async function visit(page: Page, url: string): Promise<void> {
  const response = await page.goto(`${SHELL_URL}${url}`);
  expect([url, response?.headers()['content-security-policy']]).toEqual([url, expect.stringContaining("frame-ancestors 'none'")]);
  await page.locator('h1').first().waitFor();
}

describe('the site under its Content-Security-Policy', () => {
  let learner: Learner;
  beforeAll(async () => {
    learner = await signUpLearner(stack);
  });

  it('every page of the site map, signed in, in English, Arabic and Urdu (their self-hosted fonts), reports no CSP violation', async () => {
    const { context, page, violations } = await watchedContext();
    await signInBrowser(context, learner);
    for (const [url] of PAGES) await visit(page, url);
    for (const language of ['ar', 'ur']) {
      await visit(page, `/pricing?lang=${language}`);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await visit(page, `/dashboard?lang=${language}`);
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('every auth page, and the sign-in and sign-up forms in use (their validation, the phone input and its country lookup), report no CSP violation', async () => {
    const { context, page, violations } = await watchedContext();
    for (const [url] of AUTH_PAGES) await visit(page, url);
    await visit(page, '/auth/signin');
    // The form's validation runs first (an empty submit), then the API answers a wrong password.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter your email address.').waitFor();
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    const login = page.waitForResponse((response) => response.url().startsWith(`${API_URL}accounts/login/`));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await login;
    await visit(page, '/auth/signup');
    await page.getByRole('main').getByRole('textbox', { name: 'Phone number' }).fill('3001234567');
    await page.getByRole('main').getByRole('button', { name: 'Create account' }).click();
    await visit(page, '/contact-us');
    expect(violations).toEqual([]);
    await context.close();
  });

  it("the running lab's page, with its xterm.js terminal on the API's socket, reports no CSP violation", async () => {
    const { context, page, violations } = await watchedContext();
    await signInBrowser(context, learner);
    const launched = await fetch(`${API_URL}labs/instances/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${learner.access_token}` },
      body: JSON.stringify({ lab_slug: 'linux-files-and-permissions' }),
    });
    expect(launched.status).toBe(201);
    const { id } = (await launched.json()) as { id: string };
    // In English: the learner's profile language is whatever the pages visited above in Arabic and Urdu left it at.
    await visit(page, `/instance-dashboard?id=${id}&lang=en`);
    await page.getByText('Your lab is running').waitFor({ timeout: 30_000 });
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor({ timeout: 20_000 });
    await waitForTerminal(page, '$ ');
    await typeInTerminal(page, 'echo under-the-policy');
    await waitForTerminal(page, /under-the-policy\s/);
    expect(violations).toEqual([]);
    await fetch(`${API_URL}labs/instances/${id}/stop/`, { method: 'POST', headers: { authorization: `Bearer ${learner.access_token}` } });
    await context.close();
  });

  it('another site cannot frame the sign-in page (frame-ancestors), and the files say nosniff', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(`<iframe title="framed" src="${SHELL_URL}/auth/signin"></iframe>`);
    await page.waitForTimeout(2000);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    // Chromium replaces a refused frame with its error page (chrome-error://…): the site's page never loads in it.
    expect(frame).toBeDefined();
    expect(frame!.url()).not.toContain(SHELL_URL);
    expect(await frame!.locator('#root').count()).toBe(0);
    const signIn = await page.request.get(`${SHELL_URL}/auth/signin`);
    expect(signIn.headers()['x-content-type-options']).toBe('nosniff');
    expect(signIn.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // A remote's code, loaded by the shell's pages, is never sniffed as another type either.
    const remoteEntry = await page.request.get(`http://localhost:${PORTS.mfe_auth}/remoteEntry.js`);
    expect(remoteEntry.headers()['x-content-type-options']).toBe('nosniff');
    await context.close();
  });
});
