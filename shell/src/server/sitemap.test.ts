/** @jest-environment node */
import { FIXTURE_PAGES } from '../testing/fixture-pages';
import { robotsTxt, SitePaths, sitemapXml } from './sitemap';

const remotes = {
  mfe_one: 'http://one.test/mf-manifest.json',
  mfe_two: 'http://two.test/mf-manifest.json',
  mfe_three: 'http://three.test/mf-manifest.json',
  mfe_four: 'http://four.test/mf-manifest.json',
};

describe('the sitemap and robots.txt (docs/decisions/0005-server-rendering.md)', () => {
  it("lists every page open to visitors: each remote's own list (with its pages' parameters), a remote that is down by its pages without parameters", async () => {
    const asked: string[] = [];
    const fetch = (async (input: string | URL | Request) => {
      const url = String(input);
      asked.push(url);
      if (url.startsWith('http://one.test/')) return Response.json({ paths: ['/', '/about', '/items/blue', '/items/red', 'http://evil.test/'] });
      throw new Error('connection refused');
    }) as typeof globalThis.fetch;
    const paths = await new SitePaths({ remotes, pages: () => FIXTURE_PAGES, fetch }).all();
    expect(asked).toContain('http://one.test/_paths');
    expect(paths).toEqual(['/', '/about', '/auth/hand-off', '/auth/join', '/enter', '/items/blue', '/items/red', '/prices']);
    // Signed-in pages are never listed, and their remote is not asked.
    expect(asked).not.toContain('http://three.test/_paths');
  });

  it('names each path in every language and as x-default, each URL with all its alternates, escaped', () => {
    const xml = sitemapXml('https://ilm.example', ['/about', '/items/a&b']);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    for (const loc of [
      'https://ilm.example/about',
      'https://ilm.example/about?lang=en',
      'https://ilm.example/about?lang=ar',
      'https://ilm.example/about?lang=ur',
    ])
      expect(xml).toContain(`<url><loc>${loc}</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(8);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://ilm.example/about?lang=ar"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://ilm.example/about"/>');
    expect(xml).toContain('<loc>https://ilm.example/items/a&amp;b</loc>');
  });

  it('robots.txt keeps crawlers out of the signed-in pages only, and names the sitemap', () => {
    const robots = robotsTxt('https://ilm.example', FIXTURE_PAGES);
    expect(robots).toContain('User-agent: *\n');
    expect(robots).toContain('Disallow: /area\n');
    expect(robots).toContain('Disallow: /wallet\n');
    expect(robots).not.toContain('Disallow: /about');
    expect(robots).not.toContain('Disallow: /prices');
    expect(robots).toContain('Sitemap: https://ilm.example/sitemap.xml');
  });
});
