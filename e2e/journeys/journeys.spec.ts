import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../support/browser';
import { answerCountryLookup } from '../support/country-lookup';
import { signInBrowser, signUpLearner } from '../support/learner';
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

const TITLE = / \| Top Class Cloud and Security Training$/;

/** Resolves when `page` has fetched the page module `src/pages/<file>.tsx` from `remote`'s server (chunks are named after their module). */
function pageChunkFrom(page: Page, remote: RemoteKey, file: string) {
  return page.waitForResponse(
    // A page's chunk may carry modules only it uses besides (`src_pages_lab-page_tsx-src_features_…`).
    (response) => response.url().startsWith(`http://localhost:${PORTS[remote]}/`) && new RegExp(`_pages_${file}_tsx[.-]`).test(response.url()),
  );
}

async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as T;
}

describe('journeys', () => {
  it('1. a visitor goes from / through the main navigation to a lab page, /pricing and a career path', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const home = pageChunkFrom(page, 'mfe_marketing', 'home-page');
    await page.goto(`${SHELL_URL}/`);
    await home;
    expect(await page.title()).toBe('Ilm Cloud');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    const learningPaths = pageChunkFrom(page, 'mfe_marketing', 'learning-paths-page');
    await nav.getByRole('link', { name: 'Learning paths' }).click();
    await learningPaths;
    const lab = pageChunkFrom(page, 'mfe_dashboard', 'lab-page');
    await page.getByRole('link', { name: 'Launch and Connect to an EC2 Instance' }).first().click();
    await lab;
    await page.getByRole('heading', { level: 1, name: 'Launch and Connect to an EC2 Instance' }).waitFor();
    expect(page.url()).toBe(`${SHELL_URL}/labs/aws-ec2-basics`);
    expect(await page.title()).toMatch(TITLE);

    const pricing = pageChunkFrom(page, 'mfe_checkout', 'pricing-page');
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await pricing;
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe('Pricing | Top Class Cloud and Security Training');

    await nav.getByRole('link', { name: 'Career paths' }).click();
    const careerPath = pageChunkFrom(page, 'mfe_marketing', 'career-path-page');
    await page.getByRole('link', { name: 'Cloud Engineer' }).first().click();
    await careerPath;
    await page.getByRole('heading', { level: 1, name: 'Cloud Engineer' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/career-paths/cloud-engineer');
    expect(await page.title()).toMatch(TITLE);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('2. sign up with a phone number, keep the session across a reload, be sent away from sign-in, sign out, and come back through sign-in', async () => {
    const context = await browser.newContext();
    await answerCountryLookup(context);
    const page = await context.newPage();
    const email = `journey-${Date.now()}@example.com`;
    await page.goto(`${SHELL_URL}/auth/signup`);
    const form = page.getByRole('main');
    await form.getByLabel('First name').fill('Bilal');
    await form.getByLabel('Last name').fill('Ahmed');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('correct-horse-42');
    await form.getByLabel('Country', { exact: true }).selectOption('PK');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('3001234567');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${SHELL_URL}/instance-dashboard`);

    await page.reload();
    await page.getByRole('navigation', { name: 'Learner area' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/instance-dashboard');

    await page.goto(`${SHELL_URL}/auth/signin`);
    await page.waitForURL(`${SHELL_URL}/instance-dashboard`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${SHELL_URL}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    expect((await context.cookies(SHELL_URL)).map((cookie) => cookie.name)).not.toContain('access_token');
    await page.goto(`${SHELL_URL}/dashboard/instances`);
    await page.waitForURL(`${SHELL_URL}/auth/signin?redirect=%2Fdashboard%2Finstances`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${SHELL_URL}/dashboard/instances`);
    await context.close();
  });

  it('3. buy tokens with the sandbox card, launch a lab, watch it run, extend it, stop it: balance and ledger agree', async () => {
    const learner = await signUpLearner(stack);
    const context = await browser.newContext();
    await signInBrowser(context, learner);
    const page = await context.newPage();

    await page.goto(`${SHELL_URL}/tokens`);
    // The first pack on offer: 10 tokens.
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Buy' })
      .or(page.getByRole('main').getByRole('button', { name: 'Buy' }))
      .first()
      .click();
    await page.waitForURL(/\/checkout\?pack=tokens-10/);
    await page.getByLabel('Name on card').fill('Amina Khan');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12/30');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();

    await page.goto(`${SHELL_URL}/labs/linux-files-and-permissions`);
    await page.getByRole('button', { name: 'Launch lab' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Launch for/ })
      .click();
    await page.waitForURL(/\/instance-dashboard/);
    await page.getByText('Your lab is running').waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: /^Extend time/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Extend for/ })
      .click();
    await page.getByText('Lab extended. The countdown shows the new end time.').waitFor();

    await page.getByRole('button', { name: 'Stop lab' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stop lab' }).click();
    await page.getByRole('heading', { name: 'Lab stopped' }).waitFor();

    const { balance } = await apiGet<{ balance: number }>('tokens/balance/', learner.access_token);
    const ledger = await apiGet<{ results: { delta: number; balance_after: number }[] }>('tokens/ledger/', learner.access_token);
    // Sign-up bonus, the pack, the launch and the extension, and nothing else.
    expect(ledger.results).toHaveLength(4);
    expect(ledger.results.reduce((sum, entry) => sum + entry.delta, 0)).toBe(balance);
    expect(ledger.results[0]?.balance_after).toBe(balance);

    await page.goto(`${SHELL_URL}/tokens`);
    await page.getByText(`${balance} tokens`, { exact: true }).waitFor();
    // The ledger is its own request: the balance can show before its table does.
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(4).waitFor();
    await expect(rows.count()).resolves.toBe(5); // the header and four entries
    await context.close();
  });

  it.each([
    ['PK', /\$/, 'USD'],
    ['DE', /€/, 'EUR'],
  ])('4. a visitor from %s sees prices in the right currency', async (country, symbol, code) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-country-code': country } });
    const page = await context.newPage();
    await page.goto(`${SHELL_URL}/pricing`);
    await page.getByRole('banner').getByText(code, { exact: true }).waitFor();
    await expect(page.getByRole('main').getByText(symbol).first().textContent()).resolves.toMatch(symbol);
    await context.close();
  });

  it("4. a first visit asks no /api/country: the page's answer keeps the country it was priced for", async () => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-country-code': 'DE' } });
    const page = await context.newPage();
    const countryCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/country') countryCalls.push(request.url());
    });
    await page.goto(`${SHELL_URL}/pricing`);
    await page.getByRole('banner').getByText('EUR', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(countryCalls).toEqual([]);
    await expect(context.cookies(SHELL_URL)).resolves.toContainEqual(expect.objectContaining({ name: 'countryIsoCode', value: 'DE' }));
    await context.close();
  });

  it('4. a currency call that fails once (503) is retried, and the visitor from DE still sees euros', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-country-code': 'DE' } });
    let calls = 0;
    await context.route('**/payments/get-currency-code/**', (route) => {
      calls += 1;
      return calls === 1 ? route.fulfill({ status: 503, body: '{}' }) : route.continue();
    });
    const page = await context.newPage();
    // The page arrives drawn in euros by the server; the browser then resolves the currency itself.
    const retried = page.waitForResponse((response) => response.url().includes('/payments/get-currency-code/') && response.status() === 200);
    await page.goto(`${SHELL_URL}/pricing`);
    await retried;
    expect(calls).toBe(2);
    await page.getByRole('banner').getByText('EUR', { exact: true }).waitFor();
    // Nothing turned the prices back to dollars once the browser had its own answer.
    await expect(page.getByRole('main').getByText('€').first().textContent()).resolves.toMatch('€');
    await context.close();
  });

  it('4. with the currency endpoint failing, a visitor from DE sees USD ×1', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-country-code': 'DE' } });
    await context.route('**/payments/get-currency-code/**', (route) => route.fulfill({ status: 500, body: '{}' }));
    const page = await context.newPage();
    await page.goto(`${SHELL_URL}/pricing`);
    await page.getByRole('banner').getByText('USD', { exact: true }).waitFor();
    // The live page, once its module has taken over the server's drawing (drawn where the API answered the server).
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main').getByText('€').count()).resolves.toBe(0);
    await context.close();
  });
});
