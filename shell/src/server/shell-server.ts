import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  countryCodeOf,
  paintedWithOwnFont,
  PAGES_SNAPSHOT_FILE,
  SITE_PAGES_ELEMENT_ID,
  SITE_PAGES_PATH,
  type DrawnLayout,
  type RenderedPage,
  type SitePage,
  type SitePages,
} from '@ilm/contract';
import { contentSecurityPolicy, createStaticServer, NO_CACHE, VISITOR_PAGE_CACHE, type TrustProxy } from '@ilm/server';
import { FirstLoadSource } from './first-load-source';
import { loadLayoutRenderer, type LayoutRenderer } from './layout-bundle';
import { FACES_WAIT_SCRIPT } from './faces-wait';
import { FIRST_FRAME_SCRIPT } from './first-frame';
import { withHeadAssets, withPageHead, withRuntime, withServerPage, scriptJson } from './page-document';
import { cookie, languageOf, languageToRemember, withLanguage } from './page-language';
import { COOKIE_NAMES, cookieHeader } from '@ilm/shared/cookies';
import { ServerPages } from './server-pages';
import { robotsTxt, SitePaths, sitemapXml } from './sitemap';
import type { ShellSettings } from './settings';
import { SitePagesSource, type DeclarationsByRemote } from './site-pages-source';
import { proxyWellKnown } from './well-known';

/**
 * `GET /api/country` (docs/rules/currency.md#country): the visitor's country from the CDN's header (`cf-ipcountry`,
 * else `x-country-code`), else the `DEFAULT_COUNTRY` setting. The headers are believed only when
 * the request comes from a proxy of `TRUST_PROXY` (any client can send them), and only when they
 * name a real country: CDNs answer `XX`/`T1`/`A1` for unknown, Tor or anonymous visitors, and
 * `ZZ` is no country; those fall back too (docs/rules/security.md#trusted-headers).
 */
export function countryOf(request: FastifyRequest, defaultCountry: string, trustProxy: TrustProxy): string {
  if (!trustProxy(request.socket.remoteAddress ?? '', 0)) return defaultCountry;
  for (const header of ['cf-ipcountry', 'x-country-code']) {
    const code = countryCodeOf(String(request.headers[header] ?? '').trim());
    if (code) return code;
  }
  return defaultCountry;
}

/**
 * The cookies a page's answer writes: the language its `?lang=` chose, and `detectedCountry`, the
 * country the page was priced for when the browser keeps none. That is what the browser would write
 * after asking `/api/country` (the same {@link countryOf}), so its start asks nothing before the
 * currency call (docs/decisions/0007-first-visit-performance.md, lever 24).
 */
function cookiesToSet(request: FastifyRequest, detectedCountry: string | undefined): string[] {
  const protocol = `${request.protocol}:`;
  const remember = languageToRemember(request);
  return [
    remember && cookieHeader(COOKIE_NAMES.language, remember, protocol),
    detectedCountry && cookieHeader(COOKIE_NAMES.countryIsoCode, detectedCountry, protocol),
  ].filter((header): header is string => typeof header === 'string');
}

function readSnapshot(distDir: string): DeclarationsByRemote | undefined {
  const file = path.join(distDir, PAGES_SNAPSHOT_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DeclarationsByRemote) : undefined;
}

/** What the browser is handed: the site's pages and panels (docs/rules/pages.md). */
function siteOf(sitePages: SitePagesSource): SitePages {
  return { pages: sitePages.pages(), panels: sitePages.panels() };
}

/** Options of {@link createShellServer} beyond the settings (tests inject them). */
export interface ShellServerOptions {
  sitePages?: SitePagesSource;
  serverPages?: ServerPages;
  sitePaths?: SitePaths;
  firstLoads?: FirstLoadSource;
  /** Draws the layout around a server-drawn page (default: the build's server bundle, if it has one). */
  layouts?: LayoutRenderer | null;
}

// Fastify takes X-Forwarded-Host/-Proto only from a proxy of TRUST_PROXY: a client cannot name another site here.
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host || 'localhost'}`;

/** The shell server's own answers beside its pages: the visitor's country, the lists the browser reads, the sitemap and robots.txt. */
function shellRoutes(server: FastifyInstance, settings: ShellSettings, sitePages: SitePagesSource, sitePaths: SitePaths) {
  server.get('/api/country', async (request, reply) =>
    reply
      .header('Cache-Control', 'private, no-store')
      .header('Vary', 'cf-ipcountry, x-country-code')
      .type('text/plain; charset=utf-8')
      .send(countryOf(request, settings.defaultCountry, settings.trustProxy)),
  );
  server.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(settings.remotes));
  server.get('/runtime-config.json', async (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(settings.runtimeConfig));
  server.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(originOf(request), await sitePaths.all())),
  );
  server.get('/robots.txt', async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request), sitePages.pages())),
  );
  server.get(SITE_PAGES_PATH, async (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(siteOf(sitePages)));
  // did:web:<site host> resolves here: the diploma issuer's documents, from the API.
  proxyWellKnown(server, settings.runtimeConfig.API_BASE_URL);
}

/**
 * The shell's production server: its build, the runtime config, the remotes list, the site's
 * pages composed from the remotes' declarations (refreshed every `PAGES_REFRESH_SECONDS`) and
 * `/api/country`. Known pages answer 200 with the pages handed over in the HTML; any other URL
 * the same HTML with 404 (the browser shows 'Page not found').
 */
export async function createShellServer(distDir: string, settings: ShellSettings, options: ShellServerOptions = {}): Promise<FastifyInstance> {
  const sitePages = options.sitePages ?? new SitePagesSource({ remotes: settings.remotes, snapshot: readSnapshot(distDir) });
  await sitePages.refresh();
  sitePages.start(settings.pagesRefreshSeconds * 1000);
  const serverPages = options.serverPages ?? new ServerPages({ remotes: settings.remotes, ...settings.serverRender });
  const sitePaths = options.sitePaths ?? new SitePaths({ remotes: settings.remotes, pages: () => sitePages.pages() });
  // What each page's first visit loads: its styles go into its HTML, its scripts are named there for start.js to fetch once the page is shown (ADR 0007).
  const firstLoads = options.firstLoads ?? new FirstLoadSource({ distDir, remotes: settings.remotes });
  await firstLoads.refresh();
  firstLoads.start(settings.pagesRefreshSeconds * 1000);
  const layouts = options.layouts === undefined ? loadLayoutRenderer(distDir) : options.layouts;
  /** The layout drawn around the page its remote drew (or around "Page not found"); null: the browser draws it. */
  const drawLayout = async (rendered: RenderedPage | null, page: SitePage | null, url: URL, language: string): Promise<DrawnLayout | null> => {
    if (!layouts || (page && !rendered)) return null;
    try {
      const request = {
        url: url.pathname + url.search,
        language,
        pages: sitePages.pages(),
        panels: sitePages.panels(),
        pageHtml: rendered?.html ?? null,
        stores: rendered?.stores,
      };
      return await layouts(request, settings.runtimeConfig);
    } catch (error) {
      app.log.warn({ err: error }, `the layout of ${url.pathname} could not be drawn on the server: the browser draws it`);
      return null;
    }
  };
  const app = await createStaticServer({
    limits: settings.limits,
    trustProxy: settings.trustProxy,
    hsts: settings.hsts,
    // The site runs the remotes' code, the API and the country lookup: README.md's settings say where they are.
    contentSecurityPolicy: contentSecurityPolicy({
      appOrigins: Object.values(settings.remotes),
      runtimeConfig: settings.runtimeConfig,
      inlineScripts: [FACES_WAIT_SCRIPT, FIRST_FRAME_SCRIPT],
    }),
    distDir,
    pageStatus: (pathname) => (sitePages.match(pathname) ? 200 : 404),
    renderPage: async (html, request, pathname) => {
      const page = sitePages.match(pathname);
      const language = languageOf(request);
      const url = new URL(request.url, originOf(request));
      // Prices in the visitor's currency: the country they chose (its cookie), else the one the CDN names.
      const keptCountry = countryCodeOf(cookie(request, COOKIE_NAMES.countryIsoCode) ?? '');
      const country = keptCountry ?? countryOf(request, settings.defaultCountry, settings.trustProxy);
      const drawnPage = page && settings.serverRender.timeoutMs > 0 ? await serverPages.render(page, url, language, sitePages.pages(), country) : null;
      // The language's fonts join the first paint when it cannot be read without them (Urdu), or once this browser has them (its `fonts` cookie).
      const withFonts = paintedWithOwnFont(language, cookie(request, COOKIE_NAMES.fonts));
      const assets = await firstLoads.headAssets(page, language, { remoteAnswered: drawnPage !== null, withFonts });
      const layout = await drawLayout(drawnPage, page, url, language);
      // The layout's words join the page's, for the browser's first drawing of both (ServerStores.words).
      // A copy: the drawn page is the one ServerPages keeps for the next visitors.
      const rendered =
        drawnPage?.stores && layout?.words
          ? { ...drawnPage, stores: { ...drawnPage.stores, words: { ...drawnPage.stores.words, ...layout.words } } }
          : drawnPage;
      let out = withLanguage(html, request, page);
      out = withRuntime(out, { config: settings.runtimeConfig, remotes: settings.remotes });
      out = withHeadAssets(out, assets);
      out = withPageHead(out, { page, language, url, productName: settings.runtimeConfig.PRODUCT_NAME, rendered, ownTitle: layout?.title });
      out = withServerPage(out, rendered, layout?.html ?? null);
      out = out.replace('</head>', () => `<script type="application/json" id="${SITE_PAGES_ELEMENT_ID}">${scriptJson(siteOf(sitePages))}</script></head>`);
      const cookies = cookiesToSet(request, keptCountry ? undefined : country);
      // The page is this visitor's: drawn in their language, country and currency (their cookies, the
      // CDN's country header), so no shared cache keeps it for the next visitor.
      const headers: Record<string, string | string[]> = { 'Cache-Control': VISITOR_PAGE_CACHE };
      if (cookies.length > 0) headers['Set-Cookie'] = cookies;
      return { html: out, status: rendered?.status === 404 ? 404 : page ? 200 : 404, headers };
    },
    routes: (server) => shellRoutes(server, settings, sitePages, sitePaths),
  });
  app.addHook('onClose', async () => {
    sitePages.stop();
    firstLoads.stop();
  });
  return app;
}
