import { pageFirstLoad, type FirstLoadManifest, type LoadGroup, type PublishedFirstLoad } from './first-load-vocabulary';

const group = (js: string[], css: string[] = [], consumes: string[] = []): LoadGroup => ({ js, css, consumes });

const shell: PublishedFirstLoad = {
  base: 'https://site.example/',
  manifest: {
    entry: group(['main.js']),
    startup: group(['bootstrap.js'], ['bootstrap.css'], ['react', '@ilm/shared/ui']),
    provides: {
      react: group(['react.js']),
      '@ilm/shared/ui': group(['ui.js'], ['ui.css'], ['react']),
      '@ilm/shared/query': group(['query.js'], [], ['react']),
    },
    fonts: { ar: { css: ['font-ar.css'], preload: ['assets/naskh-400.woff2'] } },
  },
};

const remoteManifest: FirstLoadManifest = {
  entry: group(['remoteEntry.js']),
  startup: group(['expose-pages.js']),
  provides: {
    react: group(['own-react.js']),
    '@ilm/shared/phone': group(['phone.js'], ['phone.css'], ['react', '@ilm/shared/ui']),
  },
  pages: {
    pricing: group(['pricing.js', 'vendors-forms.js'], ['pricing.css'], ['react', '@ilm/shared/query', '@ilm/shared/phone']),
  },
};
const remote = { name: 'mfe_checkout', published: { base: 'https://cdn.example/checkout/', manifest: remoteManifest }, page: 'pricing' };

describe("a page's first load (docs/decisions/0007-first-visit-performance.md)", () => {
  it("is the shell's entry and startup, the remote's entry, expose and the page's group, in the order the runtime asks for them", () => {
    const load = pageFirstLoad(shell, remote);
    expect(load.js.map((file) => file.url)).toEqual([
      'https://site.example/main.js',
      'https://site.example/bootstrap.js',
      'https://site.example/react.js',
      'https://site.example/ui.js',
      'https://cdn.example/checkout/remoteEntry.js',
      'https://cdn.example/checkout/expose-pages.js',
      'https://cdn.example/checkout/pricing.js',
      'https://cdn.example/checkout/vendors-forms.js',
      'https://site.example/query.js',
      'https://cdn.example/checkout/phone.js',
    ]);
    expect(load.css.map((file) => file.url)).toEqual([
      'https://site.example/bootstrap.css',
      'https://site.example/ui.css',
      'https://cdn.example/checkout/pricing.css',
      'https://cdn.example/checkout/phone.css',
    ]);
  });

  it("takes a shared module from the shell when the shell provides it (the page's one copy), from the remote only when it does not", () => {
    const load = pageFirstLoad(shell, remote);
    expect(load.js.find((file) => file.url.endsWith('/react.js'))).toEqual({ url: 'https://site.example/react.js', app: 'shell' });
    expect(load.js.some((file) => file.url.endsWith('/own-react.js'))).toBe(false);
    expect(load.js.find((file) => file.url.endsWith('/phone.js'))?.app).toBe('mfe_checkout');
  });

  it('lists each file once, however many groups consume it', () => {
    const urls = pageFirstLoad(shell, remote).js.map((file) => file.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("without a remote is the shell's own load (a page the shell draws)", () => {
    expect(pageFirstLoad(shell).js.map((file) => file.url)).toEqual([
      'https://site.example/main.js',
      'https://site.example/bootstrap.js',
      'https://site.example/react.js',
      'https://site.example/ui.js',
    ]);
  });

  it('in a language other than English, ends with the strings its groups load as they start, each once, and in English has none (lever 31)', () => {
    const withStrings: PublishedFirstLoad = {
      ...shell,
      manifest: {
        ...shell.manifest,
        startup: { ...shell.manifest.startup, strings: { ar: ['shell.ar.js'] } },
        provides: {
          ...shell.manifest.provides,
          '@ilm/shared/ui': { ...group(['ui.js'], ['ui.css'], ['react']), strings: { ar: ['shell.ar.js', 'common.ar.js'] } },
        },
      },
    };
    const page = {
      ...remote,
      published: {
        ...remote.published,
        manifest: { ...remoteManifest, pages: { pricing: { ...remoteManifest.pages!.pricing!, strings: { ar: ['checkout.ar.js'], ur: ['checkout.ur.js'] } } } },
      },
    };
    const arabic = pageFirstLoad(withStrings, page, 'ar').js.map((file) => file.url);
    expect(arabic.slice(-3)).toEqual(['https://site.example/shell.ar.js', 'https://site.example/common.ar.js', 'https://cdn.example/checkout/checkout.ar.js']);
    expect(arabic.slice(0, -3)).toEqual(pageFirstLoad(shell, remote).js.map((file) => file.url));
    expect(
      pageFirstLoad(withStrings, page, 'ur')
        .js.map((file) => file.url)
        .slice(-1),
    ).toEqual(['https://cdn.example/checkout/checkout.ur.js']);
    expect(pageFirstLoad(withStrings, page, 'en').js.map((file) => file.url)).toEqual(pageFirstLoad(shell, remote).js.map((file) => file.url));
    expect(pageFirstLoad(withStrings, page).js).toEqual(pageFirstLoad(withStrings, page, 'en').js);
  });

  it('refuses a page the remote publishes no first load for, naming it', () => {
    expect(() => pageFirstLoad(shell, { ...remote, page: 'checkout' })).toThrow('mfe_checkout publishes no first load for its page "checkout"');
  });
});
