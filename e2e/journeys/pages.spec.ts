import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { API_URL, AppServer, PORTS, SHELL_URL, Stack } from '../support/stack';

const CHECKOUT_DIR = path.resolve(__dirname, '..', '..', 'mfe-checkout');
const PREVIEW_ROUTES = `src/routes.preview-${process.pid}.ts`;
const REFRESH_SECONDS = 1;

/** The throwaway declaration: mfe-checkout's own, plus one page. */
function writePreviewRoutes(): void {
  const routes = readFileSync(path.join(CHECKOUT_DIR, 'src', 'routes.ts'), 'utf8');
  const added = `    { name: 'pricing-preview', path: '/pricing-preview', layout: 'default', access: 'public', title: 'titles.pricing', page: () => import('./pages/pricing-page') },\n  ],\n} as const satisfies RemotePages;`;
  writeFileSync(path.join(CHECKOUT_DIR, PREVIEW_ROUTES), routes.replace(/\n {2}\],\n\} as const satisfies RemotePages;/, `\n${added}`));
}

/** The shell's status for `url`, polled until it is `status` or `ms` have passed. */
async function statusBecomes(url: string, status: number, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  let last = 0;
  while (Date.now() < deadline) {
    last = (await fetch(`${SHELL_URL}${url}`)).status;
    if (last === status) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return last;
}

const stack = new Stack({}, { PAGES_REFRESH_SECONDS: String(REFRESH_SECONDS) });
const previewDist = mkdtempSync(path.join(tmpdir(), 'ilm-checkout-preview-'));
let browser: Browser;

beforeAll(async () => {
  writePreviewRoutes();
  try {
    // The remote built from the throwaway declaration into a second folder, as its team would.
    const build = promisify(execFile)(
      path.join(CHECKOUT_DIR, 'node_modules', '.bin', 'webpack'),
      ['--mode', 'production', '--env', `routes=${PREVIEW_ROUTES}`, '--output-path', previewDist],
      { cwd: CHECKOUT_DIR, maxBuffer: 32 * 1024 * 1024 },
    );
    [browser] = await Promise.all([launchBrowser(), stack.start(), build]);
  } finally {
    rmSync(path.join(CHECKOUT_DIR, PREVIEW_ROUTES), { force: true });
  }
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack.stop();
  rmSync(previewDist, { recursive: true, force: true });
});

describe('pages declared by their remote', () => {
  it('a page added to one remote is served by the running shell in its layout, and answers 404 once removed, with no shell restart', async () => {
    const shellPid = stack.shell.pid;
    expect(await statusBecomes('/pricing-preview', 404, 1000)).toBe(404);

    // Redeploy mfe-checkout from the preview build, on its port: the shell is not touched.
    await stack.remotes.mfe_checkout.stop();
    const preview = new AppServer('mfe_checkout (preview)', 'mfe-checkout', PORTS.mfe_checkout, { CORS_ORIGINS: SHELL_URL, API_BASE_URL: API_URL, DIST_DIR: previewDist });
    await preview.start();
    expect(await statusBecomes('/pricing-preview', 200, (REFRESH_SECONDS + 4) * 1000)).toBe(200);

    const page = await browser.newPage();
    const response = await page.goto(`${SHELL_URL}/pricing-preview`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Plans and pricing' }).waitFor();
    expect(await page.locator('[data-layout]').first().getAttribute('data-layout')).toBe('default');
    expect(await page.title()).toBe('Pricing | Top Class Cloud and Security Training');
    await page.close();

    // Redeploy the remote without the page: after the refresh interval the shell answers 404.
    await preview.stop();
    await stack.remotes.mfe_checkout.start();
    expect(await statusBecomes('/pricing-preview', 404, (REFRESH_SECONDS + 4) * 1000)).toBe(404);
    expect(await statusBecomes('/pricing', 200, 1000)).toBe(200);
    expect(stack.shell.pid).toBe(shellPid);
  });
});
