import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { signInBrowser, signUpLearner } from '../support/learner';
import { API_URL, SHELL_URL, Stack } from '../support/stack';

// Access tokens that expire in 3 s, so the refresh path can be watched.
const stack = new Stack({ ACCESS_TOKEN_TTL: '3' });
let browser: Browser;

beforeAll(async () => {
  [browser] = await Promise.all([launchBrowser(), stack.start()]);
});
afterAll(async () => {
  await browser?.close();
  await stack.stop();
});

async function tokenCookies(context: BrowserContext) {
  const cookies = await context.cookies(SHELL_URL);
  const find = (name: string) => cookies.find((cookie) => cookie.name === name);
  return { access: find('access_token'), refresh: find('refresh_token') };
}

describe('session rules against the live API', () => {
  it('an expired access token is refreshed silently: the learner stays on the page with new tokens', async () => {
    const learner = await signUpLearner(stack);
    const context = await browser.newContext();
    await signInBrowser(context, learner);
    const page = await context.newPage();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await page.goto(`${SHELL_URL}/tokens`);
    await page.getByRole('navigation', { name: 'Learner area' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/tokens');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    const { access, refresh } = await tokenCookies(context);
    expect(access?.value).toBeTruthy();
    expect(access?.value).not.toBe(learner.access_token);
    expect(refresh?.value).not.toBe(learner.refresh_token);
    // docs/rules/session.md#cookies: the renewed cookies keep their lifetimes (7 and 365 days).
    const days = (cookie: { expires: number } | undefined) => Math.round(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000);
    expect(days(access)).toBe(7);
    expect(days(refresh)).toBe(365);
    await context.close();
  });

  it('a revoked session logs out silently: both cookies cleared, the dashboard sends to sign-in', async () => {
    const learner = await signUpLearner(stack);
    const revoked = await fetch(`${API_URL}accounts/logout/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${learner.access_token}` },
      body: JSON.stringify({ refresh_token: learner.refresh_token }),
    });
    expect(revoked.ok).toBe(true);
    const context = await browser.newContext();
    await signInBrowser(context, learner);
    const page = await context.newPage();
    await page.goto(`${SHELL_URL}/dashboard/instances`);
    await page.waitForURL(`${SHELL_URL}/auth/signin?redirect=%2Fdashboard%2Finstances`);
    const { access, refresh } = await tokenCookies(context);
    expect(access).toBeUndefined();
    expect(refresh).toBeUndefined();
    await context.close();
  });
});
