import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { API_URL, AppServer, PORTS, remotesSetting, SHELL_URL, Stack } from '../support/stack';

const CHECKOUT_DIR = path.resolve(__dirname, '..', '..', 'mfe-checkout');
const SHELL_DIST = path.resolve(__dirname, '..', '..', 'shell', 'dist');
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

/** Every file of the shell's build with the SHA-256 of its bytes: the same build gives the same map. */
function buildDigest(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
      }),
  );
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
    const preview = new AppServer('mfe_checkout (preview)', 'mfe-checkout', PORTS.mfe_checkout, {
      CORS_ORIGINS: SHELL_URL,
      API_BASE_URL: API_URL,
      DIST_DIR: previewDist,
    });
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

  it('a remote joins the site by configuration only: the same shell build answers 404 for its pages without it in REMOTES, and serves them once REMOTES names it', async () => {
    const before = buildDigest(SHELL_DIST);
    // No diploma has this number: mfe-careers draws the page that says so.
    const diploma = '/diplomas/00000000-0000-4000-8000-000000000000';
    try {
      await stack.shell.stop();
      await stack.shell.start({ REMOTES: remotesSetting({ mfe_careers: null }) });
      expect(Object.keys(await (await fetch(`${SHELL_URL}/remotes.json`)).json())).not.toContain('mfe_careers');
      expect(await statusBecomes('/dashboard/jobs', 404, 1000)).toBe(404);
      expect(await statusBecomes('/dashboard/interviews', 404, 1000)).toBe(404);
      expect(await statusBecomes('/dashboard', 200, 1000)).toBe(200);

      // The same build, restarted with the journeys' REMOTES, which names every remote of remotes.json.
      await stack.shell.stop();
      await stack.shell.start({ REMOTES: remotesSetting() });
      expect(Object.keys(await (await fetch(`${SHELL_URL}/remotes.json`)).json())).toContain('mfe_careers');
      expect(await statusBecomes('/dashboard/jobs', 200, (REFRESH_SECONDS + 4) * 1000)).toBe(200);
      expect(await statusBecomes('/dashboard/interviews', 200, 1000)).toBe(200);

      const page = await browser.newPage();
      // The page is drawn on the server, so its heading can show before the browser asks for its
      // code: wait for a script of mfe-careers' own server, whenever it comes.
      const careersScript = page.waitForResponse(
        (response) => response.url().startsWith(`http://localhost:${PORTS.mfe_careers}/`) && /\.js(\?|$)/.test(response.url()),
        { timeout: 20_000 },
      );
      // A number no diploma has answers 404 (the page says so), drawn by mfe-careers.
      await page.goto(`${SHELL_URL}${diploma}`);
      await page.getByRole('heading', { level: 1, name: 'No diploma with this number exists' }).waitFor();
      // The browser took the page's code from mfe-careers' own server.
      expect((await careersScript).ok()).toBe(true);
      await page.close();
    } finally {
      await stack.shell.stop();
      await stack.shell.start();
    }
    expect(buildDigest(SHELL_DIST)).toEqual(before);
  });
});
