/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LayoutRenderRequest, RenderedPage, RenderRequest } from '@ilm/contract';
import { FIXTURE_PAGES } from '../testing/fixture-pages';
import { FACES_WAIT_CLASS, FACES_WAIT_TAGS } from './faces-wait';
import { FirstLoadSource } from './first-load-source';
import { FIRST_FRAME_HEAD_TAGS, PAGE_END_ELEMENT_ID } from './first-frame';
import type { LayoutRenderer } from './layout-bundle';
import { ServerPages } from './server-pages';
import { createShellServer } from './shell-server';
import { SitePagesSource } from './site-pages-source';
import { DEFAULT_REMOTES, readShellSettings } from './settings';

const dist = mkdtempSync(path.join(tmpdir(), 'shell-ssr-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en" dir="ltr"><head><title>Ilm</title></head><body><noscript>This site needs JavaScript.</noscript><div id=root></div></body></html>',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function fixtureSource(): SitePagesSource {
  const byRemote = new Map<string, typeof FIXTURE_PAGES>();
  for (const page of FIXTURE_PAGES) byRemote.set(page.remote, [...(byRemote.get(page.remote) ?? []), page]);
  const remotes = Object.fromEntries([...byRemote.keys()].map((remote) => [remote, `http://${remote}.test/mf-manifest.json`]));
  const fetch = (async (input: string | URL | Request) => {
    const remote = new URL(String(input)).hostname.replace('.test', '');
    const pages = (byRemote.get(remote) ?? []).map(({ remote: _remote, ...page }) => page);
    return Response.json({ remote, pages });
  }) as typeof globalThis.fetch;
  return new SitePagesSource({ remotes, fetch, log: () => undefined });
}

const drawn = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  html: '<h1>About the $& platform</h1><p>What we do.</p>',
  head: { title: 'About us, really', description: 'Who we are & why.', jsonLd: [{ '@type': 'Course', name: 'Linux <basics>' }] },
  queries: { mutations: [], queries: [{ queryKey: ['one'], state: { data: 1 } }] },
  stores: { country: 'PK', currency: { currency: 280, currencyCode: 'PKR', currencyTax: 0 } },
  ...over,
});

/** A shell server whose remotes answer render requests with `answer` (a page, a status, or a hang), and whose build draws layouts with `layouts` (default: none). */
async function shellWith(
  answer: (request: RenderRequest, url: string) => Response | 'hang',
  layouts: LayoutRenderer | null = null,
  firstLoads = new FirstLoadSource({ distDir: dist, remotes: {} }),
  { failedDrawingSeconds }: { failedDrawingSeconds?: number } = {},
) {
  const calls: { url: string; body: RenderRequest }[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as RenderRequest;
    calls.push({ url: String(input), body });
    const response = answer(body, String(input));
    if (response === 'hang') return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('timed out'))));
    return response;
  }) as typeof globalThis.fetch;
  const settings = readShellSettings({ DEFAULT_COUNTRY: 'gb', API_BASE_URL: 'https://api.example.com', SERVER_RENDER_TIMEOUT_MS: '200' });
  const sitePages = fixtureSource();
  const logs: string[] = [];
  const serverPages = new ServerPages({
    remotes: sitePages['options'].remotes,
    timeoutMs: 200,
    cacheSeconds: 30,
    failedDrawingSeconds,
    fetch,
    log: (line) => logs.push(line),
  });
  const app = await createShellServer(dist, settings, { sitePages, serverPages, firstLoads, layouts });
  return { app, calls, logs };
}

describe('server rendering of public pages (docs/decisions/0005-server-rendering.md)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('a public page holds, before any script runs, the page its remote drew, its title, description, canonical link, OpenGraph tags and structured data', async () => {
    const shell = await shellWith(() => Response.json(drawn()));
    app = shell.app;
    const response = await app.inject({ url: '/about?lang=ar&utm=x', headers: { host: 'ilm.example' } });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<div id="root"><main id="ilm-server-page"><h1>About the $& platform</h1><p>What we do.</p></main></div>');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<title>About us, really | Top Class Cloud and Security Training</title>');
    expect(html).toContain('<meta name="description" content="Who we are &amp; why.">');
    expect(html).toContain('<link rel="canonical" href="http://ilm.example/about?lang=ar">');
    expect(html).toContain('<meta property="og:url" content="http://ilm.example/about?lang=ar">');
    expect(html).toContain('<meta property="og:locale" content="ar_AR">');
    expect(html).toContain('"@type":"Organization","name":"Ilm Cloud","url":"http://ilm.example/"');
    expect(html).toContain(
      '<script type="application/ld+json" id="ilm-page-json-ld">{"@context":"https://schema.org","@type":"Course","name":"Linux \\u003cbasics>"}</script>',
    );
    expect(html).toContain('<script type="application/json" id="ilm-server-queries">{"mutations":[],"queries":[{"queryKey":["one"]');
    // The country and currency it was drawn with, for the browser's stores to start from.
    expect(html).toContain(
      '<script type="application/json" id="ilm-server-stores">{"country":"PK","currency":{"currency":280,"currencyCode":"PKR","currencyTax":0}}</script>',
    );
    // The remote is asked for the path alone, in the page's language, with the site's pages for its links.
    expect(shell.calls).toHaveLength(1);
    expect(shell.calls[0]?.url).toBe('http://mfe_one.test/_render');
    expect(shell.calls[0]?.body).toMatchObject({ url: '/about', language: 'ar', publicPath: 'http://mfe_one.test/' });
    expect(shell.calls[0]?.body.pages.map((page) => page.name)).toContain('prices');
  });

  it("with the build's layout renderer, the root holds the layout drawn around the remote's page, marked for the browser to hydrate (ADR 0007)", async () => {
    const asked: LayoutRenderRequest[] = [];
    const layouts: LayoutRenderer = async (request) => {
      asked.push(request);
      return { html: `<header>Ilm Cloud</header><main id="main"><div id="ilm-server-page">${request.pageHtml}</div></main>` };
    };
    const shell = await shellWith(() => Response.json(drawn()), layouts);
    app = shell.app;
    const html = (await app.inject({ url: '/about?lang=ar' })).body;
    expect(html).toContain(
      '<div id="root" data-server-layout=""><header>Ilm Cloud</header><main id="main"><div id="ilm-server-page"><h1>About the $& platform</h1><p>What we do.</p></div></main></div>',
    );
    expect(asked).toEqual([expect.objectContaining({ url: '/about?lang=ar', language: 'ar', pageHtml: '<h1>About the $& platform</h1><p>What we do.</p>' })]);
    expect(asked[0]?.pages.map((page) => page.name)).toContain('prices');
  });

  it("hands the browser the words Intl wrote for the page and for its layout, so its first drawing is the server's (ADR 0007)", async () => {
    const layouts: LayoutRenderer = async (request) => ({ html: `<header>Pakistan</header>${request.pageHtml}`, words: { 'region en PK': 'Pakistan' } });
    const shell = await shellWith(() => Response.json(drawn({ stores: { country: 'PK', currency: null, words: { 'price en USD 49': '$49.00' } } })), layouts);
    app = shell.app;
    const html = (await app.inject({ url: '/about' })).body;
    expect(html).toContain(
      '<script type="application/json" id="ilm-server-stores">{"country":"PK","currency":null,"words":{"price en USD 49":"$49.00","region en PK":"Pakistan"}}</script>',
    );
  });

  it("one visitor's layout words stay out of the next visitor's page, though the drawn page is reused from the cache", async () => {
    let visitor = 0;
    const layouts: LayoutRenderer = async (request) => {
      visitor += 1;
      const words: Record<string, string> = visitor === 1 ? { 'region en PK': 'Pakistan' } : { 'region en AE': 'United Arab Emirates' };
      return { html: request.pageHtml ?? '', words };
    };
    const shell = await shellWith(() => Response.json(drawn({ stores: { country: 'PK', currency: null, words: { 'price en USD 49': '$49.00' } } })), layouts);
    app = shell.app;
    await app.inject({ url: '/about' });
    const html = (await app.inject({ url: '/about' })).body;
    expect(shell.calls).toHaveLength(1);
    expect(html).toContain('"words":{"price en USD 49":"$49.00","region en AE":"United Arab Emirates"}}</script>');
  });

  it('paints a first visit in Arabic without the Arabic font, a visit whose fonts cookie names Arabic and every Urdu visit with their faces inlined and preloaded and the body waiting for them (ADR 0007)', async () => {
    const fontsDist = mkdtempSync(path.join(tmpdir(), 'shell-fonts-'));
    try {
      const manifest = {
        entry: { js: ['main.1.js'], css: [], consumes: [] },
        startup: { js: [], css: [], consumes: [] },
        provides: {},
        fonts: {
          ar: { css: ['font-ar.5.css'], preload: ['assets/naskh-400.6.woff2'] },
          ur: { css: ['font-ur.7.css'], preload: ['assets/nastaliq-400.8.woff2'] },
        },
      };
      writeFileSync(path.join(fontsDist, 'first-load.json'), JSON.stringify(manifest));
      writeFileSync(path.join(fontsDist, 'font-ar.5.css'), "@font-face{font-family:'Noto Naskh Arabic';font-display:optional}");
      writeFileSync(path.join(fontsDist, 'font-ur.7.css'), "@font-face{font-family:'Noto Nastaliq Urdu';font-display:optional}");
      const shell = await shellWith(() => Response.json(drawn()), null, new FirstLoadSource({ distDir: fontsDist, remotes: {} }));
      app = shell.app;
      const first = (await app.inject({ url: '/about?lang=ar' })).body;
      expect(first).not.toContain('Noto Naskh Arabic');
      expect(first).not.toContain('naskh-400');
      // Nothing to wait for: the body is not held (./faces-wait.ts).
      expect(first).not.toContain(FACES_WAIT_CLASS);
      const again = (await app.inject({ url: '/about?lang=ar', headers: { cookie: 'fonts=ar' } })).body;
      expect(again).toContain("@font-face{font-family:'Noto Naskh Arabic';font-display:optional}");
      expect(again).toContain('<link rel="preload" as="font" type="font/woff2" href="/assets/naskh-400.6.woff2" crossorigin>');
      // Urdu's files fetched do not bring Arabic's.
      expect((await app.inject({ url: '/about?lang=ar', headers: { cookie: 'fonts=ur' } })).body).not.toContain('Noto Naskh Arabic');
      // Urdu cannot be read in many systems' fonts: its faces are in every first paint.
      const urdu = (await app.inject({ url: '/about?lang=ur' })).body;
      expect(urdu).toContain("@font-face{font-family:'Noto Nastaliq Urdu';font-display:optional}");
      expect(urdu).toContain('<link rel="preload" as="font" type="font/woff2" href="/assets/nastaliq-400.8.woff2" crossorigin>');
      // Painted with its faces, the page's body waits for them, after the rules that declare them (ADR 0007, lever 18).
      for (const html of [again, urdu]) {
        expect(html.indexOf(FACES_WAIT_TAGS)).toBeGreaterThan(html.indexOf('@font-face'));
        expect(html.indexOf(FACES_WAIT_TAGS)).toBeLessThan(html.indexOf('</head>'));
      }
    } finally {
      rmSync(fontsDist, { recursive: true, force: true });
    }
  });

  it("draws the shell's own 'Page not found' in its layout for a path no remote declares", async () => {
    const layouts: LayoutRenderer = async (request) =>
      request.pageHtml === null ? { html: '<main id="main"><h1>Page not found</h1></main>', title: 'Page not found' } : { html: 'unexpected' };
    const shell = await shellWith(() => Response.json(drawn()), layouts);
    app = shell.app;
    const response = await app.inject({ url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root" data-server-layout=""><main id="main"><h1>Page not found</h1></main></div>');
    expect(response.body).toContain('<title>Page not found | Top Class Cloud and Security Training</title>');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it("a drawn page is painted whole in the browser's first frame: the head holds frames until the page's end is parsed and the body until that frame (ADR 0007, lever 25)", async () => {
    const layouts: LayoutRenderer = async (request) => ({ html: `<header>Ilm Cloud</header><main id="main">${request.pageHtml}</main>` });
    const shell = await shellWith(() => Response.json(drawn()), layouts);
    app = shell.app;
    const html = (await app.inject({ url: '/about' })).body;
    expect(html).toContain(`<head>${FIRST_FRAME_HEAD_TAGS}`);
    expect(html).toContain(`<p>What we do.</p></main></div><template id="${PAGE_END_ELEMENT_ID}"></template>`);
    await app.close();
    // A page the browser draws itself has nothing to hold.
    app = (await shellWith(() => 'hang')).app;
    const browserDrawn = (await app.inject({ url: '/about' })).body;
    expect(browserDrawn).not.toContain(FIRST_FRAME_HEAD_TAGS);
    expect(browserDrawn).not.toContain(PAGE_END_ELEMENT_ID);
  });

  it('a layout that cannot be drawn leaves the page alone in the root, for the browser to draw the layout around it', async () => {
    const shell = await shellWith(
      () => Response.json(drawn()),
      async () => {
        throw new Error('the layout bundle broke');
      },
    );
    app = shell.app;
    const html = (await app.inject({ url: '/about' })).body;
    expect(html).toContain('<div id="root"><main id="ilm-server-page"><h1>About the $& platform</h1><p>What we do.</p></main></div>');
    expect(html).not.toContain('data-server-layout');
  });

  it('hands the page its runtime config and the remotes list, so its start asks for neither', async () => {
    const shell = await shellWith(() => Response.json(drawn()));
    app = shell.app;
    const html = (await app.inject({ url: '/about' })).body;
    const runtime = JSON.parse(/<script type="application\/json" id="ilm-runtime">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as {
      config: { API_BASE_URL: string };
      remotes: Record<string, string>;
    };
    expect(runtime.config.API_BASE_URL).toBe('https://api.example.com/');
    // The REMOTES setting's, as /remotes.json answers it.
    expect(runtime.remotes).toEqual(JSON.parse((await app.inject({ url: '/remotes.json' })).body));
    // Every remote of the repository's remotes.json, in its order.
    expect(Object.keys(runtime.remotes)).toEqual(Object.keys(DEFAULT_REMOTES));
  });

  it('names one canonical URL per page: its first path, whatever alias or case the visitor used', async () => {
    const shell = await shellWith(() => Response.json(drawn()));
    app = shell.app;
    const alias = await app.inject({ url: '/item/blue?lang=ur', headers: { host: 'ilm.example' } });
    expect(alias.body).toContain('<link rel="canonical" href="http://ilm.example/items/blue?lang=ur">');
    const cased = await app.inject({ url: '/Enter', headers: { host: 'ilm.example' } });
    expect(cased.body).toContain('<link rel="canonical" href="http://ilm.example/enter">');
  });

  it('a drawn page is reused for a while: the same path asked again, with another query, does not ask the remote again', async () => {
    const shell = await shellWith(() => Response.json(drawn()));
    app = shell.app;
    await app.inject({ url: '/about' });
    await app.inject({ url: '/about?ref=mail' });
    expect(shell.calls).toHaveLength(1);
    await app.inject({ url: '/about?lang=ur' });
    expect(shell.calls).toHaveLength(2);
  });

  it('a page drawn while an API answer failed is kept a moment only: a visitor after it gets the page drawn again, whole', async () => {
    let apiUp = false;
    const shell = await shellWith(
      () => Response.json(apiUp ? drawn() : drawn({ html: '<h1>We could not load this list</h1>', incomplete: true })),
      null,
      undefined,
      { failedDrawingSeconds: 0.1 },
    );
    app = shell.app;
    expect((await app.inject({ url: '/about' })).body).toContain('We could not load this list');
    await app.inject({ url: '/about' });
    expect(shell.calls).toHaveLength(1);
    apiUp = true;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await app.inject({ url: '/about' })).body).toContain('<h1>About the $& platform</h1>');
    await app.inject({ url: '/about' });
    expect(shell.calls).toHaveLength(2);
  });

  it('a fresh page is drawn anew at every request: what it shows may have changed since', async () => {
    let version = 0;
    const shell = await shellWith(() => Response.json(drawn({ html: `<h1>Record, version ${(version += 1)}</h1>` })));
    app = shell.app;
    await app.inject({ url: '/records/r1' });
    const again = await app.inject({ url: '/records/r1' });
    expect(shell.calls).toHaveLength(2);
    expect(again.body).toContain('<h1>Record, version 2</h1>');
  });

  it('the page of a remote that is down or too slow is served without it (the browser draws it), said once in the log', async () => {
    const shell = await shellWith(() => 'hang');
    app = shell.app;
    const started = Date.now();
    const response = await app.inject({ url: '/about' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id=root></div>');
    expect(response.body).toContain('<title>About | Top Class Cloud and Security Training</title>');
    expect(response.body).toContain('<link rel="canonical" href="http://localhost/about">');
    await app.inject({ url: '/new' });
    expect(shell.logs).toHaveLength(1);
    expect(shell.logs[0]).toMatch(/mfe_one could not draw \/about on the server/);
  });

  it("a page that drew its own 'not found' (an unknown slug) answers 404 and is kept out of search results", async () => {
    const shell = await shellWith(() => Response.json(drawn({ status: 404, head: { description: 'No such item.', jsonLd: [] } })));
    app = shell.app;
    const response = await app.inject({ url: '/items/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('rel="canonical"');
  });

  it('a signed-in page is never asked of its remote and is kept out of search results', async () => {
    const shell = await shellWith(() => Response.json(drawn()));
    app = shell.app;
    const response = await app.inject({ url: '/area/list' });
    expect(response.statusCode).toBe(200);
    expect(shell.calls).toHaveLength(0);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('ilm-server-page');
  });

  it('a remote with no such page on its server (404) is not asked again for a while', async () => {
    const shell = await shellWith(() => new Response('{}', { status: 404 }));
    app = shell.app;
    await app.inject({ url: '/prices' });
    const response = await app.inject({ url: '/prices' });
    expect(response.statusCode).toBe(200);
    expect(shell.calls).toHaveLength(1);
    expect(shell.logs).toHaveLength(0);
  });
});
