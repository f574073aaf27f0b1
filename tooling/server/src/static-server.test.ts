/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticServer } from './static-server';

const dist = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"mfe_auth"}');
writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mfe_auth;');
writeFileSync(path.join(dist, '123.0123abcd.js'), 'chunk();');

describe("a remote's static server", () => {
  it("lets the shell's origin read its manifest, and no other origin", async () => {
    const app = await createStaticServer({ distDir: dist, corsOrigins: ['http://localhost:3000'] });
    const allowed = await app.inject({ url: '/mf-manifest.json', headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await app.inject({ url: '/mf-manifest.json', headers: { origin: 'https://elsewhere.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });

  it('serves its manifest and remote entry with no-cache, hashed chunks immutable', async () => {
    const app = await createStaticServer({ distDir: dist });
    expect((await app.inject({ url: '/mf-manifest.json' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/123.0123abcd.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });
});
