/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { dripRequest, holdConnection } from '@ilm/server/testing';
import { FIXTURE_PAGES, FIXTURE_PANELS } from '../testing/fixture-pages';
import { FACES_WAIT_SCRIPT } from './faces-wait';
import { FIRST_FRAME_SCRIPT } from './first-frame';
import { createShellServer } from './shell-server';
import { SitePagesSource } from './site-pages-source';
import { DEFAULT_REMOTES, localRemotes, parseRemotes, readShellSettings, SettingError, SITE_REMOTES_FILE } from './settings';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

function fakeBuild(): string {
  const dist = tempDir('shell-dist-');
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>Ilm</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'main.0123abcd.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'logo.89abcdef.svg'), '<svg/>');
  return dist;
}

/** A site of made-up remotes, as their pages.json files would declare it. */
function fixtureSource(): SitePagesSource {
  const byRemote = new Map<string, typeof FIXTURE_PAGES>();
  for (const page of FIXTURE_PAGES) byRemote.set(page.remote, [...(byRemote.get(page.remote) ?? []), page]);
  const remotes = Object.fromEntries([...byRemote.keys()].map((remote) => [remote, `http://${remote}.test/mf-manifest.json`]));
  const fetch = (async (input: string | URL | Request) => {
    const remote = new URL(String(input)).hostname.replace('.test', '');
    const pages = (byRemote.get(remote) ?? []).map(({ remote: _remote, ...page }) => page);
    const panels = FIXTURE_PANELS.filter((panel) => panel.remote === remote).map(({ remote: _remote, ...panel }) => panel);
    return new Response(JSON.stringify({ remote, pages, panels }), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return new SitePagesSource({ remotes, fetch, log: () => undefined });
}

/** The `Set-Cookie` header a response writes for the cookie `name`, if any. */
function cookieWritten(response: { headers: Record<string, unknown> }, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return all.find((value: string) => value.startsWith(`${name}=`));
}

describe('the shell server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createShellServer(fakeBuild(), readShellSettings({ DEFAULT_COUNTRY: 'gb', API_BASE_URL: 'https://api.example.com', TRUST_PROXY: 'loopback' }), {
      sitePages: fixtureSource(),
    });
  });
  afterAll(() => app.close());

  it.each(['/', '/prices', '/Enter', '/enter', '/area/list', '/items/blue', '/new'])(
    "answers the page %s that a remote declares with the HTML and 200, the site's pages handed over in it",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain('<script type="application/json" id="ilm-site-pages">{"pages":[');
      // Drawn for this visitor (language, country, currency): revalidated, and kept by no shared cache.
      expect(response.headers['cache-control']).toBe('private, no-cache');
    },
  );

  it.each([
    [{ 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' }, '/prices', 'ar', 'rtl'],
    [{ 'accept-language': 'ar', cookie: 'lang=ur' }, '/prices', 'ur', 'rtl'],
    [{ cookie: 'lang=ur' }, '/prices?lang=en', 'en', 'ltr'],
    [{ 'accept-language': 'de-DE' }, '/prices', 'en', 'ltr'],
  ])('serves the page in the language docs/rules/languages.md picks: %j %s -> <html lang=%s dir=%s>', async (headers, url, lang, dir) => {
    const response = await app.inject({ url, headers });
    expect(response.body).toContain(`<html lang="${lang}" dir="${dir}">`);
  });

  it.each([
    ['lang=%E0%A4%A', 'ar', 'ar'],
    ['lang=%; countryIsoCode=%ZZ; fonts=%E0', 'ur', 'ur'],
    ['lang=%E0%A4%A', undefined, 'en'],
  ])(
    'ignores a malformed cookie (%s) instead of answering 500: the page comes in the language the rest of the request picks',
    async (cookie, accepted, lang) => {
      const response = await app.inject({ url: '/prices', headers: { cookie, ...(accepted ? { 'accept-language': accepted } : {}) } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<html lang="${lang}"`);
    },
  );

  it('?lang= is a choice the answer itself keeps: a year-long lang cookie, before any script runs', async () => {
    const chosen = await app.inject({ url: '/prices?lang=ur' });
    expect(cookieWritten(chosen, 'lang')).toMatch(/^lang=ur; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    expect(cookieWritten(await app.inject({ url: '/prices?lang=ar-EG', headers: { cookie: 'lang=en' } }), 'lang')).toMatch(/^lang=ar;/);
  });

  it('writes no lang cookie when the URL names no language the site offers, or the one the browser keeps', async () => {
    expect(cookieWritten(await app.inject({ url: '/prices' }), 'lang')).toBeUndefined();
    expect(cookieWritten(await app.inject({ url: '/prices?lang=fr' }), 'lang')).toBeUndefined();
    expect(cookieWritten(await app.inject({ url: '/prices?lang=ur', headers: { cookie: 'lang=ur' } }), 'lang')).toBeUndefined();
  });

  it('a first visit keeps the country its page was priced for, for 30 days, as the browser would after asking /api/country', async () => {
    const first = await app.inject({ url: '/prices?lang=ar', headers: { 'x-country-code': 'DE' }, remoteAddress: '127.0.0.1' });
    expect(cookieWritten(first, 'countryIsoCode')).toMatch(/^countryIsoCode=DE; Max-Age=2592000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    expect(cookieWritten(first, 'lang')).toMatch(/^lang=ar;/);
    // No header the server believes: the default country, which /api/country answers too.
    expect(cookieWritten(await app.inject({ url: '/prices', headers: { 'x-country-code': 'DE' }, remoteAddress: '203.0.113.9' }), 'countryIsoCode')).toMatch(
      /^countryIsoCode=GB;/,
    );
    // A cookie that holds no country is replaced, as the browser's detection would replace it.
    expect(cookieWritten(await app.inject({ url: '/prices', headers: { cookie: 'countryIsoCode=ZZZ' } }), 'countryIsoCode')).toMatch(/^countryIsoCode=GB;/);
  });

  it('leaves the country a browser keeps (detected before, or chosen by hand) as it is', async () => {
    const kept = await app.inject({ url: '/prices', headers: { cookie: 'countryIsoCode=PK', 'x-country-code': 'DE' }, remoteAddress: '127.0.0.1' });
    expect(kept.headers['set-cookie']).toBeUndefined();
    const chosen = await app.inject({ url: '/prices', headers: { cookie: 'countryIsoCode=FR; countryFixed=1' } });
    expect(chosen.headers['set-cookie']).toBeUndefined();
  });

  it('a public page names its versions in each language (hreflang); a signed-in page does not', async () => {
    const page = await app.inject({ url: '/prices?lang=ar', headers: { host: 'ilm.example' } });
    expect(page.body).toContain('<link rel="alternate" hreflang="en" href="http://ilm.example/prices?lang=en">');
    expect(page.body).toContain('<link rel="alternate" hreflang="ar" href="http://ilm.example/prices?lang=ar">');
    expect(page.body).toContain('<link rel="alternate" hreflang="ur" href="http://ilm.example/prices?lang=ur">');
    expect(page.body).toContain('<link rel="alternate" hreflang="x-default" href="http://ilm.example/prices">');
    const learner = await app.inject({ url: '/area/list' });
    expect(learner.body).not.toContain('hreflang');
  });

  it('serves the composed site pages at /site-pages.json without caching', async () => {
    const response = await app.inject({ url: '/site-pages.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().pages.map((page: { name: string }) => page.name)).toEqual(FIXTURE_PAGES.map((page) => page.name));
  });

  it('hands the browser the panels the remotes offer, in the HTML and at /site-pages.json (docs/rules/pages.md#panels)', async () => {
    expect((await app.inject({ url: '/site-pages.json' })).json().panels).toEqual(FIXTURE_PANELS);
    const html = (await app.inject({ url: '/area' })).body;
    const handed = /<script type="application\/json" id="ilm-site-pages">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(handed).panels).toEqual(FIXTURE_PANELS);
  });

  it.each(['/nope', '/area/unknown', '/items'])('answers the unknown URL %s with the HTML and 404', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers a missing asset with a plain 404, not the page', async () => {
    const response = await app.inject({ url: '/missing.0123abcd.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('caches hashed files for a year, immutable', async () => {
    const js = await app.inject({ url: '/main.0123abcd.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = await app.inject({ url: '/assets/logo.89abcdef.svg' });
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses what it serves', async () => {
    const response = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it.each([
    [{ 'cf-ipcountry': 'pk' }, 'PK'],
    [{ 'x-country-code': 'DE' }, 'DE'],
    [{ 'cf-ipcountry': 'FR', 'x-country-code': 'DE' }, 'FR'],
    [{ 'cf-ipcountry': 'XX' }, 'GB'],
    [{ 'cf-ipcountry': 'ZZ', 'x-country-code': 'AE' }, 'AE'],
    [{ 'cf-ipcountry': 'T1' }, 'GB'],
    [{ 'cf-ipcountry': 'A1' }, 'GB'],
    [{ 'x-country-code': 'zz' }, 'GB'],
    [{ 'x-country-code': 'xx' }, 'GB'],
    [{ 'x-country-code': 'EU' }, 'GB'],
    [{ 'x-country-code': 'D E' }, 'GB'],
    [{ 'x-country-code': 'DEU' }, 'GB'],
    [{}, 'GB'],
  ])('GET /api/country from a trusted proxy with %j answers %s as plain text (real ISO 3166-1 codes only)', async (headers, country) => {
    const response = await app.inject({ url: '/api/country', headers, remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toBe(country);
  });

  it('GET /api/country ignores the country headers of a client that is no trusted proxy (TRUST_PROXY)', async () => {
    const response = await app.inject({ url: '/api/country', headers: { 'cf-ipcountry': 'PK', 'x-country-code': 'DE' }, remoteAddress: '203.0.113.9' });
    expect(response.body).toBe('GB');
  });

  it("the shell's HTML runs under a Content-Security-Policy naming the remotes, the API (http and ws) and the country lookup, and cannot be framed", async () => {
    const response = await app.inject({ url: '/enter' });
    const policy = Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...sources]) => [name!, sources]),
    );
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // Inline, only the scripts that hold a page's body for its faces (./faces-wait.ts) and for its first frame (./first-frame.ts), by their hashes.
    const hashes = [FACES_WAIT_SCRIPT, FIRST_FRAME_SCRIPT].map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(policy['script-src']).toEqual(["'self'", ...new Set(Object.values(DEFAULT_REMOTES).map((url) => new URL(url).origin)), ...hashes]);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'http://localhost:3002', 'https://api.example.com', 'wss://api.example.com', 'https://ip2c.org']),
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    // The site pages and the structured data in the HTML are JSON data blocks, never executed: no other inline script.
    const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1],
    );
    expect(inline.filter((script) => script !== FACES_WAIT_SCRIPT && script !== FIRST_FRAME_SCRIPT)).toEqual([]);
  });

  it('sends HSTS when a trusted proxy says the page was asked for over HTTPS, not when a client says so', async () => {
    const proxied = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000');
    const direct = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.9' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it("hreflang links take the host and protocol a trusted proxy forwards, never a client's", async () => {
    const direct = await app.inject({
      url: '/prices',
      headers: { host: 'ilm.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(direct.body).toContain('href="http://ilm.example/prices"');
    expect(direct.body).not.toContain('evil.example');
    const proxied = await app.inject({
      url: '/prices',
      headers: { host: 'internal:3000', 'x-forwarded-host': 'ilm.example', 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(proxied.body).toContain('href="https://ilm.example/prices"');
  });

  it('serves the remotes list and the runtime config without caching', async () => {
    const remotes = await app.inject({ url: '/remotes.json' });
    expect(remotes.json()).toEqual(DEFAULT_REMOTES);
    expect(remotes.headers['cache-control']).toBe('no-cache');
    const config = await app.inject({ url: '/runtime-config.json' });
    expect(config.json()).toEqual({ API_BASE_URL: 'https://api.example.com/', PRODUCT_NAME: 'Ilm', COUNTRY_LOOKUP_URL: 'https://ip2c.org/s' });
    expect(config.headers['cache-control']).toBe('no-cache');
  });
});

describe("the shell server's timeouts and connection cap: a slow client cannot hold a connection", () => {
  it('cuts off a body sent one byte at a time after REQUEST_TIMEOUT_SECONDS, and holds at most MAX_CONNECTIONS', async () => {
    const settings = readShellSettings({ HEADERS_TIMEOUT_SECONDS: '0.5', REQUEST_TIMEOUT_SECONDS: '1.5', MAX_CONNECTIONS: '2' });
    const app = await createShellServer(fakeBuild(), settings, { sitePages: fixtureSource() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const slow = await dripRequest({
      port,
      head: 'POST /api/country HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n',
      drip: 'x'.repeat(1000),
      everyMs: 250,
      giveUpMs: 8000,
    });
    expect(slow.closedByServer).toBe(true);
    expect(slow.closedAfterMs).toBeLessThan(3500);
    const held = [await holdConnection(port, '/api/country'), await holdConnection(port, '/api/country')];
    expect(held.map((connection) => connection.firstAnswer.slice(0, 12))).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
    expect((await holdConnection(port, '/api/country')).firstAnswer).toBe('');
    held.forEach((connection) => connection.close());
    await app.close();
  }, 15_000);

  it('refuses a timeout, cap or proxy setting it cannot read, naming it', () => {
    expect(() => readShellSettings({ REQUEST_TIMEOUT_SECONDS: 'never' })).toThrow(SettingError);
    expect(() => readShellSettings({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => readShellSettings({ TRUST_PROXY: 'my proxy' })).toThrow(/TRUST_PROXY/);
    expect(() => readShellSettings({ DEFAULT_COUNTRY: 'ZZ' })).toThrow(/DEFAULT_COUNTRY/);
  });
});

describe('the REMOTES setting', () => {
  it("defaults to every remote of the repository's remotes.json, in its order, on its local port", () => {
    const listed = JSON.parse(readFileSync(SITE_REMOTES_FILE, 'utf8')) as Record<string, { port: number }>;
    const remotes = parseRemotes(undefined);
    expect(Object.keys(remotes)).toEqual(Object.keys(listed));
    for (const [name, { port }] of Object.entries(listed)) expect(remotes[name]).toBe(`http://localhost:${port}/mf-manifest.json`);
    expect(remotes.mfe_auth).toBe('http://localhost:3002/mf-manifest.json');
  });

  it('takes its defaults from whatever remotes.json lists: a remote added there joins with no change to the shell', () => {
    const file = path.join(tempDir('site-remotes-'), 'remotes.json');
    writeFileSync(file, JSON.stringify({ mfe_auth: { dir: 'mfe-auth', port: 3002 }, mfe_new: { dir: 'mfe-new', port: 3009 } }));
    expect(parseRemotes(undefined, localRemotes(file))).toEqual({
      mfe_auth: 'http://localhost:3002/mf-manifest.json',
      mfe_new: 'http://localhost:3009/mf-manifest.json',
    });
  });

  it('leaves out a remote REMOTES sets to null', () => {
    const remotes = parseRemotes('{"mfe_auth": null}');
    expect(remotes).not.toHaveProperty('mfe_auth');
    expect(remotes.mfe_checkout).toBe(DEFAULT_REMOTES.mfe_checkout);
  });

  it('refuses to start with no remote at all', () => {
    expect(() => parseRemotes(undefined, localRemotes('/no/such/remotes.json'))).toThrow(/REMOTES names no remote/);
  });

  it('takes a JSON object; remotes it does not name keep their default', () => {
    const remotes = parseRemotes('{"mfe_auth": "https://auth.example.com/v2/mf-manifest.json"}');
    expect(remotes.mfe_auth).toBe('https://auth.example.com/v2/mf-manifest.json');
    expect(remotes.mfe_checkout).toBe(DEFAULT_REMOTES.mfe_checkout);
  });

  it('takes the path of a file holding the JSON object', () => {
    const file = path.join(tempDir('remotes-'), 'remotes.json');
    writeFileSync(file, JSON.stringify({ mfe_dashboard: 'http://10.0.0.5:4003/mf-manifest.json' }));
    expect(parseRemotes(file).mfe_dashboard).toBe('http://10.0.0.5:4003/mf-manifest.json');
  });

  it.each(['{not json', '["a"]', '{"mfe_auth": 42}', '{"mfe_auth": "ftp://x"}', '/no/such/file.json'])(
    'refuses %s with a message naming the setting',
    (value) => {
      expect(() => parseRemotes(value)).toThrow(SettingError);
      expect(() => parseRemotes(value)).toThrow(/REMOTES/);
    },
  );
});
