import { hasParameters, LANGUAGE_QUERY, LANGUAGES, openToVisitors, PATHS_PATH, type SitePage } from '@ilm/contract';
import type { RemotesList } from '@ilm/shared/contracts';
import { escapeHtml } from './page-document';

/** Options of {@link SitePaths}. */
export interface SitePathsOptions {
  remotes: RemotesList;
  /** The site's pages as composed now (who owns which page, what is open to visitors). */
  pages: () => SitePage[];
  /** How long a remote's list is reused. */
  cacheSeconds?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const firstPath = (page: SitePage) => page.paths[0] ?? '/';

/**
 * The paths of every page open to visitors, for `sitemap.xml` (docs/decisions/0005-server-rendering.md):
 * each remote lists its own (`GET <remote>/_paths`, which includes the pages with parameters: each
 * lab, each career path); a remote that cannot answer counts with its pages without parameters.
 */
export class SitePaths {
  private readonly cache = new Map<string, { at: number; paths: string[] }>();
  private readonly fetch: typeof fetch;

  constructor(private readonly options: SitePathsOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  async all(): Promise<string[]> {
    const pages = this.options.pages().filter((page) => openToVisitors(page.access));
    const remotes = [...new Set(pages.map((page) => page.remote))];
    const lists = await Promise.all(
      remotes.map((remote) =>
        this.ofRemote(
          remote,
          pages.filter((page) => page.remote === remote),
        ),
      ),
    );
    return [...new Set(lists.flat())].sort();
  }

  private async ofRemote(remote: string, pages: SitePage[]): Promise<string[]> {
    const cached = this.cache.get(remote);
    if (cached && Date.now() - cached.at < (this.options.cacheSeconds ?? 600) * 1000) return cached.paths;
    const manifest = this.options.remotes[remote];
    const withoutParameters = pages.map(firstPath).filter((path) => !hasParameters(path));
    if (!manifest) return withoutParameters;
    try {
      const response = await this.fetch(new URL(PATHS_PATH.slice(1), new URL('.', manifest)), { signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000) });
      if (!response.ok) return withoutParameters;
      const { paths } = (await response.json()) as { paths: unknown };
      if (!Array.isArray(paths)) return withoutParameters;
      const valid = paths.filter((path): path is string => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//'));
      this.cache.set(remote, { at: Date.now(), paths: valid });
      return valid;
    } catch {
      return withoutParameters;
    }
  }
}

/**
 * `sitemap.xml` (https://www.sitemaps.org/protocol.html, with Google's `xhtml:link` alternates): every
 * path in each language the site speaks (`?lang=`) and as `x-default`, each URL naming all of them.
 * Written by hand: the format is a few fixed elements, and every value is escaped.
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls: string[] = [];
  for (const path of paths) {
    const plain = new URL(path, origin).toString();
    const inLanguage = (code: string) => {
      const url = new URL(path, origin);
      url.searchParams.set(LANGUAGE_QUERY, code);
      return url.toString();
    };
    const alternates = [
      ...LANGUAGES.map(({ code }) => `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeHtml(inLanguage(code))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(plain)}"/>`,
    ].join('');
    for (const loc of [plain, ...LANGUAGES.map(({ code }) => inLanguage(code))]) urls.push(`<url><loc>${escapeHtml(loc)}</loc>${alternates}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * `robots.txt`: everything may be crawled but the pages only a signed-in learner sees; the sitemap's
 * address.
 */
export function robotsTxt(origin: string, pages: readonly SitePage[]): string {
  const closed = new Set(
    pages
      .filter((page) => !openToVisitors(page.access))
      .flatMap((page) => page.paths)
      // `/labs/:slug/run` → `/labs/`: a prefix covers every value of the parameter.
      .map((path) => path.replace(/[:*].*$/, '')),
  );
  const lines = [
    'User-agent: *',
    ...[...closed].sort().map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ];
  return lines.join('\n');
}
