/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { DEFAULT_RUNTIME_CONFIG } from '@ilm/contract';
import { loadServerBundle, registerServerBundleRoutes } from './page-renderer';

const dist = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("a remote server's render route (docs/decisions/0005-server-rendering.md)", () => {
  it('loads the build’s server bundle, and none when the build has none', () => {
    expect(loadServerBundle(path.join(dist, 'nothing'))).toBeUndefined();
    mkdirSync(path.join(dist, 'server'), { recursive: true });
    writeFileSync(
      path.join(dist, 'server', 'render.js'),
      'exports.render = async (request) => request.url === "/about" ? { status: 200, html: "<h1>About</h1>", head: { jsonLd: [] }, queries: {} } : null;\nexports.paths = async () => ["/about", "/items/blue"];',
    );
    expect(loadServerBundle(dist)).toEqual({ render: expect.any(Function), paths: expect.any(Function) });
  });

  it('answers the page drawn by the bundle, 404 for a page it does not draw, and 400 naming what is wrong in a request', async () => {
    const bundle = loadServerBundle(dist);
    if (!bundle) throw new Error('no bundle');
    const app = Fastify();
    registerServerBundleRoutes(app, bundle, DEFAULT_RUNTIME_CONFIG);
    expect((await app.inject({ url: '/_paths' })).json()).toEqual({ paths: ['/about', '/items/blue'] });
    const ask = (body: unknown) => app.inject({ method: 'POST', url: '/_render', payload: body as object });
    const good = { url: '/about', language: 'ar', pages: [], publicPath: 'http://localhost:3001/' };
    const page = await ask(good);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ status: 200, html: '<h1>About</h1>' });
    expect(page.headers['cache-control']).toBe('no-store');
    expect((await ask({ ...good, url: '/elsewhere' })).statusCode).toBe(404);
    const bad = await ask({ ...good, url: 'http://evil.test/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'url must be a path of this site' });
    expect((await ask({ ...good, publicPath: 'javascript:alert(1)' })).json()).toEqual({ detail: 'publicPath must be an http(s) URL' });
    expect((await ask({ ...good, pages: 'all' })).json()).toEqual({ detail: "pages must be the site's pages" });
    await app.close();
  });
});
