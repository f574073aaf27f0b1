/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_LOAD_ELEMENT_ID, type FirstLoadManifest, type LoadGroup, type SitePage } from '@ilm/contract';
import { FirstLoadSource, isFirstLoadManifest } from './first-load-source';
import { FACES_WAIT_TAGS } from './faces-wait';
import { withHeadAssets } from './page-document';

const group = (js: string[], css: string[] = [], consumes: string[] = []): LoadGroup => ({ js, css, consumes });

const dist = mkdtempSync(path.join(tmpdir(), 'shell-first-load-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const shellManifest: FirstLoadManifest = {
  entry: group(['start.js', 'main.1.js']),
  startup: group(['98.2.js'], ['98.3.css'], ['react']),
  provides: { react: group(['262.4.js']) },
  fonts: { ar: { css: ['font-ar.5.css'], preload: ['assets/naskh-400.6.woff2'] } },
};
writeFileSync(path.join(dist, 'first-load.json'), JSON.stringify(shellManifest));
writeFileSync(path.join(dist, '98.3.css'), '.shell__page{display:flex}');
writeFileSync(path.join(dist, 'font-ar.5.css'), "@font-face{font-family:'Noto Naskh Arabic';font-display:optional}");

const remoteManifest: FirstLoadManifest = {
  entry: group(['remoteEntry.js']),
  startup: group(['__federation_expose_pages.7.js']),
  provides: {},
  pages: { pricing: group(['src_pages_pricing.8.js'], ['src_pages_pricing.9.css'], ['react']) },
};
const pricing: SitePage = { remote: 'mfe_checkout', name: 'pricing', paths: ['/pricing'], layout: 'default', access: 'public' };

/** A remote at cdn.example that answers its first-load.json and stylesheets as given, counting requests. */
function remoteServer(files: Record<string, string | number>) {
  const asked: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    const body = files[new URL(url).pathname];
    if (typeof body === 'number') return new Response('', { status: body });
    if (body === undefined) return new Response('', { status: 404 });
    return new Response(body);
  }) as typeof globalThis.fetch;
  return { asked, fetch };
}

describe("a page's head from its first load (docs/decisions/0007-first-visit-performance.md)", () => {
  it("inlines the shell's and the page's stylesheets, marked with the URL they load from, and names its scripts, its remote's container among them, to fetch", async () => {
    const remote = remoteServer({
      '/checkout/first-load.json': JSON.stringify(remoteManifest),
      '/checkout/src_pages_pricing.9.css': '.mfe_checkout__plans{display:grid}',
    });
    const source = new FirstLoadSource({
      distDir: dist,
      remotes: { mfe_checkout: 'https://cdn.example/checkout/mf-manifest.json' },
      fetch: remote.fetch,
      log: () => undefined,
    });
    await source.refresh();
    const assets = await source.headAssets(pricing, 'en');
    expect(assets.styles).toEqual([
      { href: '/98.3.css', css: '.shell__page{display:flex}' },
      { href: 'https://cdn.example/checkout/src_pages_pricing.9.css', css: '.mfe_checkout__plans{display:grid}' },
    ]);
    // The shell's entry group is named by the document itself (start.js and its data-entry): not named again.
    expect(assets.scripts).toEqual([
      '/98.2.js',
      '/262.4.js',
      'https://cdn.example/checkout/remoteEntry.js',
      'https://cdn.example/checkout/__federation_expose_pages.7.js',
      'https://cdn.example/checkout/src_pages_pricing.8.js',
    ]);
    expect(assets.fonts).toEqual([]);

    // A stylesheet's URL carries its content's hash: it is fetched once.
    await source.headAssets(pricing, 'en');
    expect(remote.asked.filter((url) => url.endsWith('.css'))).toHaveLength(1);
  });

  it("in Arabic names last the strings the shell's start and the page load, fetched with the rest rather than after the start has run; in English none (lever 31)", async () => {
    const withStrings = {
      ...remoteManifest,
      pages: { pricing: { ...remoteManifest.pages!.pricing!, strings: { ar: ['checkout.ar.10.js'], ur: ['checkout.ur.11.js'] } } },
    };
    const remote = remoteServer({ '/checkout/first-load.json': JSON.stringify(withStrings), '/checkout/src_pages_pricing.9.css': '.x{}' });
    const shellDist = mkdtempSync(path.join(tmpdir(), 'shell-first-load-strings-'));
    try {
      const shell = { ...shellManifest, startup: { ...shellManifest.startup, strings: { ar: ['shell.ar.12.js'], ur: ['shell.ur.13.js'] } } };
      writeFileSync(path.join(shellDist, 'first-load.json'), JSON.stringify(shell));
      const source = new FirstLoadSource({
        distDir: shellDist,
        remotes: { mfe_checkout: 'https://cdn.example/checkout/mf-manifest.json' },
        fetch: remote.fetch,
        log: () => undefined,
      });
      await source.refresh();
      const english = (await source.headAssets(pricing, 'en')).scripts;
      expect(english.some((url) => /\.(ar|ur)\./.test(url))).toBe(false);
      expect((await source.headAssets(pricing, 'ar')).scripts).toEqual([...english, '/shell.ar.12.js', 'https://cdn.example/checkout/checkout.ar.10.js']);
      expect((await source.headAssets(pricing, 'ur')).scripts.slice(-2)).toEqual(['/shell.ur.13.js', 'https://cdn.example/checkout/checkout.ur.11.js']);
    } finally {
      rmSync(shellDist, { recursive: true, force: true });
    }
  });

  it('fetches nothing of a remote ahead that did not just draw the page: a preload that failed would fail its page again once it is back', async () => {
    const remote = remoteServer({ '/checkout/first-load.json': JSON.stringify(remoteManifest), '/checkout/src_pages_pricing.9.css': '.x{}' });
    const source = new FirstLoadSource({
      distDir: dist,
      remotes: { mfe_checkout: 'https://cdn.example/checkout/mf-manifest.json' },
      fetch: remote.fetch,
      log: () => undefined,
    });
    await source.refresh();
    const assets = await source.headAssets(pricing, 'en', { remoteAnswered: false });
    expect(assets.scripts).toEqual(['/98.2.js', '/262.4.js']);
    expect(assets.styles.map((style) => style.href)).toEqual(['/98.3.css']);
  });

  it("adds the language's font once the browser has its files: its faces inlined, its files preloaded", async () => {
    const source = new FirstLoadSource({ distDir: dist, remotes: {}, log: () => undefined });
    const assets = await source.headAssets(null, 'ar', { withFonts: true });
    expect(assets.styles.map((style) => style.href)).toEqual(['/98.3.css', '/font-ar.5.css']);
    expect(assets.fonts).toEqual(['/assets/naskh-400.6.woff2']);
    expect((await source.headAssets(null, 'en', { withFonts: true })).fonts).toEqual([]);
  });

  it("paints a first visit without the language's font: no faces, no preload, nothing fetched before the first paint", async () => {
    const source = new FirstLoadSource({ distDir: dist, remotes: {}, log: () => undefined });
    const assets = await source.headAssets(null, 'ar');
    expect(assets.styles.map((style) => style.href)).toEqual(['/98.3.css']);
    expect(assets.fonts).toEqual([]);
  });

  it("serves a page whose remote's first load cannot be read with the shell's alone, and says why once per refresh", async () => {
    const logs: string[] = [];
    const remote = remoteServer({ '/checkout/first-load.json': 503 });
    const source = new FirstLoadSource({
      distDir: dist,
      remotes: { mfe_checkout: 'https://cdn.example/checkout/mf-manifest.json' },
      fetch: remote.fetch,
      log: (line) => logs.push(line),
    });
    await source.refresh();
    const assets = await source.headAssets(pricing, 'en');
    expect(assets.scripts).toEqual(['/98.2.js', '/262.4.js']);
    expect(logs).toEqual(['first load: mfe_checkout: https://cdn.example/checkout/first-load.json could not be read (answered 503)']);
  });

  it('reads a remote that was not up when the shell started again within seconds, not at the next refresh, and stops asking once it has it', async () => {
    jest.useFakeTimers();
    try {
      const files: Record<string, string | number> = { '/checkout/first-load.json': 503 };
      const remote = remoteServer(files);
      const source = new FirstLoadSource({
        distDir: dist,
        remotes: { mfe_checkout: 'https://cdn.example/checkout/mf-manifest.json' },
        fetch: remote.fetch,
        log: () => {},
      });
      await source.refresh();
      source.start(30_000);
      files['/checkout/first-load.json'] = JSON.stringify(remoteManifest);
      await jest.advanceTimersByTimeAsync(1000);
      expect((await source.headAssets(pricing, 'en', { remoteAnswered: true })).scripts).toContain('https://cdn.example/checkout/remoteEntry.js');
      const asked = remote.asked.filter((url) => url.endsWith('first-load.json')).length;
      await jest.advanceTimersByTimeAsync(28_000);
      expect(remote.asked.filter((url) => url.endsWith('first-load.json'))).toHaveLength(asked);
      source.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a first-load file that names files outside its app (a URL, an absolute path, ..)', () => {
    expect(isFirstLoadManifest(remoteManifest)).toBe(true);
    for (const file of ['https://evil.example/x.js', '/etc/passwd', '../shell/main.js']) {
      expect(isFirstLoadManifest({ ...remoteManifest, entry: group([file]) })).toBe(false);
    }
    expect(isFirstLoadManifest({ entry: group([]) })).toBe(false);
    expect(isFirstLoadManifest({ ...remoteManifest, startup: { ...group([]), strings: { ar: ['https://evil.example/ar.js'] } } })).toBe(false);
    expect(isFirstLoadManifest({ ...remoteManifest, startup: { ...group([]), strings: { ar: ['checkout.ar.10.js'] } } })).toBe(true);
  });

  it('writes no tag a stylesheet could close early, and escapes every URL', () => {
    const html = withHeadAssets('<html><head></head><body></body></html>', {
      styles: [{ href: '/a.css?x="1"', css: '.a{}</style><script>alert(1)</script>' }],
      scripts: ['/b.js?</script><script>alert(2)</script>'],
      fonts: ['/f.woff2?x="1"'],
    });
    expect(html).toContain('<style data-href="/a.css?x=&quot;1&quot;">.a{}<\\/style><script>alert(1)</script></style>');
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" href="/f.woff2?x=&quot;1&quot;" crossorigin>');
    expect(html).not.toContain('alert(2)</script>');
    // The stylesheet's own text, the faces' wait (./faces-wait.ts) and the list of scripts.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it("preloads only the font of the first paint, whose faces the body waits for; the page's scripts are named for start.js to fetch once the page is shown", () => {
    const html = withHeadAssets('<html><head></head><body></body></html>', { styles: [], scripts: ['/main.js'], fonts: ['/font.woff2'] });
    expect(html).toContain(
      `<link rel="preload" as="font" type="font/woff2" href="/font.woff2" crossorigin>${FACES_WAIT_TAGS}<script type="application/json" id="${FIRST_LOAD_ELEMENT_ID}">{"scripts":["/main.js"]}</script></head>`,
    );
    expect(html.match(/<link rel="preload"/g)).toHaveLength(1);
  });
});
