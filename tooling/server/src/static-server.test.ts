/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createStaticServer } from './static-server';

const dist = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"mfe_auth"}');
writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mfe_auth;');
writeFileSync(path.join(dist, '123.0123abcd.js'), 'chunk();');
// A chunk as the build writes it: the file and its brotli and gzip copies (tooling/build/precompress.cjs),
// at levels the server's own compression does not use, so that a copy sent as it is can be told apart.
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word ${index}`))};`;
writeFileSync(path.join(dist, 'page.89abcdef.js'), SCRIPT);
writeFileSync(path.join(dist, 'page.89abcdef.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(path.join(dist, 'page.89abcdef.js.gz'), gzipSync(SCRIPT, { level: 1 }));
const copy = (extension: string) => readFileSync(path.join(dist, `page.89abcdef.js.${extension}`));
// A file the build left without copies.
writeFileSync(path.join(dist, 'plain.01234567.js'), SCRIPT);

/** A page as the servers draw it: styles, then sections of words in English, Arabic and Urdu (about 70 KB). */
function drawnPage(): string {
  const words =
    'cloud lab linux permissions network security engineer path career pricing token instance launch terminal مختبر سحابة شبكة أمان مهندس مسار کلاؤڈ لیب نیٹ ورک'.split(
      ' ',
    );
  let seed = 1;
  const next = (count: number) => {
    seed = (seed * 16807) % 2147483647;
    return Math.floor((seed / 2147483647) * count);
  };
  const styles = Array.from(
    { length: 200 },
    (_, index) => `.c${index}{margin-inline:${index % 7}px;color:#${((index * 2654435761) >>> 8).toString(16).slice(0, 6)}}`,
  ).join('');
  let html = `<!doctype html><html><head><style>${styles}</style></head><body>`;
  while (html.length < 60_000)
    html += `<section class="c${next(200)}"><h2>${words[next(words.length)]}</h2><p>${Array.from({ length: 30 }, () => words[next(words.length)]).join(' ')}</p></section>`;
  return html;
}

describe("a remote's static server", () => {
  it('sends a page drawn on the fly smaller in brotli than in gzip', async () => {
    const html = drawnPage();
    const app = await createStaticServer({ distDir: dist, renderPage: () => html });
    const br = await app.inject({ url: '/some/page', headers: { 'accept-encoding': 'br' } });
    const gzip = await app.inject({ url: '/some/page', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    await app.close();
  });

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

  it("sends a file's brotli copy as it is to a browser that takes brotli, typed and cached as the file", async () => {
    const app = await createStaticServer({ distDir: dist });
    const response = await app.inject({ url: '/page.89abcdef.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(copy('br'))).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    await app.close();
  });

  it('sends the gzip copy to a browser that does not take brotli, and the file itself to one that takes neither', async () => {
    const app = await createStaticServer({ distDir: dist });
    const gzip = await app.inject({ url: '/page.89abcdef.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(copy('gz'))).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const identity = await app.inject({ url: '/page.89abcdef.js', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(SCRIPT);
    await app.close();
  });

  it('still compresses a file the build wrote no copies of', async () => {
    const app = await createStaticServer({ distDir: dist });
    const response = await app.inject({ url: '/plain.01234567.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    await app.close();
  });
});
