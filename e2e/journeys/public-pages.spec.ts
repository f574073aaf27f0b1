import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { SHELL_URL, Stack } from '../support/stack';
import { AUTH_PAGES, PAGES } from '../support/spec-pages';

/**
 * Every public page of the site map (docs/rules/pages.md#site-map) is a real page, and its HTML carries it before any script
 * runs (docs/decisions/0005-server-rendering.md).
 */
const PUBLIC_URLS = [...PAGES.filter(([, layout]) => layout !== 'dashboard').map(([url]) => url), ...AUTH_PAGES.map(([url]) => url)];
/** Pages that are a step of a flow reached through a link (a token, a hand-off): an h1 and a description, not an article. */
const FLOW_STEPS = new Set(['/auth/reset-password?token=x', '/auth/sso', '/checkout']);
const LANGUAGES = ['en', 'ar', 'ur'] as const;

const stack = new Stack();
let browser: Browser;
beforeAll(async () => {
  [browser] = await Promise.all([launchBrowser(), stack.start()]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await stack.stop();
});

const withLanguage = (url: string, language: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const textOf = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** What a reader without scripts (a search engine, a slow phone) gets at `url`. */
async function withoutScripts(url: string) {
  const response = await fetch(`${SHELL_URL}${url}`);
  const html = await response.text();
  // The page its remote drew, inside the layout the shell server drew around it (ADR 0007).
  const page = /<div id="ilm-server-page">([\s\S]*)<\/div><\/main>/.exec(html)?.[1] ?? '';
  return {
    status: response.status,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
    h1: [...page.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1] ?? '')),
    text: textOf(page),
    blocks: (page.match(/<(p|li|h2|h3|dt|td|label|blockquote)\b/g) ?? []).length,
    fields: (page.match(/<(input|textarea|select)\b(?![^>]*type="hidden")/g) ?? []).length,
    structuredData: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as unknown,
    ),
  };
}

describe('every public page, before any script runs', () => {
  it.each(PUBLIC_URLS)('%s answers its h1, title, meta description and content in English, Arabic and Urdu', async (url) => {
    const seen: string[] = [];
    for (const language of LANGUAGES) {
      const page = await withoutScripts(withLanguage(url, language));
      expect(page.status).toBe(200);
      expect(page.h1).toHaveLength(1);
      expect(page.h1[0]?.length).toBeGreaterThan(1);
      expect(page.description.length).toBeGreaterThan(20);
      expect(page.description.length).toBeLessThanOrEqual(200);
      expect(page.title).toMatch(url === '/' ? /Cloud/ : /\| Top Class Cloud and Security Training$/);
      expect(page.structuredData).toContainEqual(expect.objectContaining({ '@type': 'Organization' }));
      if (!FLOW_STEPS.has(url)) {
        // A real page, not a heading and one sentence: a document, or a form to fill in.
        const isForm = page.fields >= 1;
        if (!isForm) expect(page.blocks).toBeGreaterThanOrEqual(5);
        if (!isForm) expect(page.text.length).toBeGreaterThan(300);
      }
      seen.push(page.h1[0] ?? '');
    }
    // Three languages, three different headings (each page is written in each language).
    expect(new Set(seen).size).toBe(3);
  });

  it('a lab and a career path carry their Course, the pricing page its Offers', async () => {
    const lab = await withoutScripts('/labs/linux-files-and-permissions');
    expect(lab.structuredData).toContainEqual(expect.objectContaining({ '@type': 'Course', name: lab.h1[0] }));
    const path = await withoutScripts('/career-paths/cloud-engineer');
    expect(path.structuredData).toContainEqual(expect.objectContaining({ '@type': 'Course' }));
    const pricing = await withoutScripts('/pricing');
    expect(JSON.stringify(pricing.structuredData)).toContain('"@type":"Offer"');
  });

  it('an unknown lab answers 404, kept out of search results', async () => {
    const response = await fetch(`${SHELL_URL}/labs/no-such-lab`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists every public page by its canonical URL, in each language', async () => {
    const xml = await (await fetch(`${SHELL_URL}/sitemap.xml`)).text();
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1] ?? '')));
    for (const url of PUBLIC_URLS) {
      // An alias (`/career-path`) or another case (`/auth/signIn`) names its page's canonical URL, which the sitemap lists.
      const canonical = (await withoutScripts(url)).canonical ?? '';
      expect(canonical).toMatch(new RegExp(`^${SHELL_URL}/`));
      expect([...locs]).toContain(canonical);
      for (const language of LANGUAGES) expect([...locs]).toContain(`${canonical}?lang=${language}`);
    }
    // Every lab of the catalog has its page there.
    expect([...locs]).toContain(`${SHELL_URL}/labs/linux-files-and-permissions`);
  });

  it('robots.txt closes the signed-in pages and names the sitemap', async () => {
    const robots = await (await fetch(`${SHELL_URL}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /tokens');
    expect(robots).not.toMatch(/Disallow: \/(pricing|labs|about-us)/);
    expect(robots).toContain(`Sitemap: ${SHELL_URL}/sitemap.xml`);
  });
});

describe('the page the server drew, in the browser', () => {
  it.each(['/career-paths?lang=ar', '/labs/linux-files-and-permissions?lang=ur', '/pricing', '/contact-us', '/privacy-and-policy'])(
    '%s is hydrated where it stands: the same heading, no second call for its data, no page drawn again, its controls live',
    async (url) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const catalogCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/catalog\/(career-paths|labs)\//.test(request.url())) catalogCalls.push(request.url());
      });
      // Every element the server drew, before any script runs (a loading state is meant to be replaced).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { drawn: Element[] }).drawn = [...document.querySelectorAll('#root *')].filter(
            (element) => !element.closest('[role="status"]'),
          );
        });
      });
      const server = await withoutScripts(url);
      await page.goto(`${SHELL_URL}${url}`, { waitUntil: 'networkidle' });
      await page.getByRole('navigation').first().waitFor();
      // Its controls live: none is left as the server drew it, disabled.
      await page.waitForFunction(() => !document.querySelector('[data-server-disabled]'));
      expect(await page.locator('h1').allInnerTexts()).toEqual(server.h1);
      expect(catalogCalls).toEqual([]);
      // Hydrated, not drawn anew: each of those elements is still on the page.
      const redrawn = await page.evaluate(() =>
        (window as unknown as { drawn: Element[] }).drawn.filter((element) => !element.isConnected).map((element) => `${element.tagName} ${element.className}`),
      );
      expect(redrawn).toEqual([]);
      await context.close();
    },
  );

  it("a page whose HTML arrives in two parts is painted whole in the browser's first frame, then shown; without scripts it is shown as it is (ADR 0007, lever 25)", async () => {
    const html = await (await fetch(`${SHELL_URL}/pricing?lang=ar`)).text();
    const cut = html.indexOf('</header>');
    expect(cut).toBeGreaterThan(0);
    // The document's first part (its head and the layout's header), then the rest 600 ms later; every other file from the shell.
    const server = createServer((request, response) => {
      if (request.url !== '/pricing?lang=ar') {
        void fetch(`${SHELL_URL}${request.url}`).then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
          response.end(Buffer.from(await answer.arrayBuffer()));
        });
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), 600);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pricing?lang=ar`;
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrame: object }).firstFrame = { pageEnd: document.getElementById('ilm-page-end') !== null };
        });
      });
      await page.goto(url);
      await page.waitForFunction(() => 'firstFrame' in window);
      // The first frame came once the whole drawing was parsed, not in the pause after its header.
      expect(await page.evaluate(() => (window as unknown as { firstFrame: object }).firstFrame)).toEqual({ pageEnd: true });
      await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
      await context.close();
      const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
      const still = await withoutScripts.newPage();
      await still.goto(url);
      await expect(still.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
      await withoutScripts.close();
    } finally {
      server.close();
    }
  });

  it("a lab's short code is never broken across lines on a phone, in Arabic: `-rw-r--r--` stays whole, a long command wraps", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${SHELL_URL}/labs/linux-files-and-permissions?lang=ar`, { waitUntil: 'networkidle' });
    const lineBoxes = (text: string) =>
      page
        .locator('main code', { hasText: text })
        .first()
        .evaluate((element) => element.getClientRects().length);
    expect(await lineBoxes('-rw-r--r--')).toBe(1);
    expect(await lineBoxes('ls -l')).toBe(1);
    // Nothing sideways: the page is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });

  it("the shared kit's components drawn by a remote's server keep their style in the browser (a button is not the browser's default)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${SHELL_URL}/contact-us`, { waitUntil: 'networkidle' });
    const send = page.locator('main form button[type="submit"]');
    await send.and(page.locator(':enabled')).waitFor();
    // The kit's button is rounded and padded; the browser's own has square corners and 1px 6px.
    const style = await send.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { radius: computed.borderTopLeftRadius, padding: computed.paddingInlineStart };
    });
    expect(style.radius).not.toBe('0px');
    expect(style.padding).not.toBe('6px');
    await context.close();
  });
});
