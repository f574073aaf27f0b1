import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { DEFAULT_RUNTIME_CONFIG } from '@ilm/contract';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { contentSecurityPolicy, installSecurityHeaders, pageHeaders } from './security-headers';
import { DEFAULT_HTTP_LIMITS, fastifyLimitOptions, type HstsMode, type HttpLimits, type TrustProxy } from './server-settings';

/** Options of {@link createStaticServer}. */
export interface StaticServerOptions {
  /** The build output folder (holding index.html). */
  distDir: string;
  /** Origins allowed to fetch these files (the shell's, for a remote's manifest); none = no CORS. */
  corsOrigins?: string[];
  /** Status of the HTML page for a path that is no file: 200, or 404 for an unknown page. */
  pageStatus?: (pathname: string) => number;
  /**
   * The HTML page as served for a request (the shell sets its language, hands its site pages over
   * in it and stitches in the page its remote drew); a `status` overrides {@link pageStatus}'s, and
   * `headers` join the page's own.
   */
  renderPage?: (html: string, request: FastifyRequest, pathname: string) => string | Promise<string | RenderedDocument>;
  /** Routes of the app's own (runtime config, remotes list…), registered before the files. */
  routes?: (app: FastifyInstance) => void;
  logger?: boolean;
  /** Timeouts and the connection cap (`HEADERS_TIMEOUT_SECONDS`, `REQUEST_TIMEOUT_SECONDS`, `MAX_CONNECTIONS`). */
  limits?: HttpLimits;
  /** Proxies whose X-Forwarded-* headers are believed (`TRUST_PROXY`); none by default. */
  trustProxy?: TrustProxy;
  /** When HSTS is sent (`HSTS`). */
  hsts?: HstsMode;
  /** The HTML page's Content-Security-Policy ({@link contentSecurityPolicy} of the app's sources). */
  contentSecurityPolicy?: string;
}

/** A page the app drew: its HTML, and the status and headers it answers with when not the usual. */
export interface RenderedDocument {
  html: string;
  status?: number;
  /** e.g. `Set-Cookie` for a choice the URL made (`?lang=`); a header given several times, as a list. */
  headers?: Record<string, string | string[]>;
}

/**
 * A production server for one app's build: compressed responses, the cache policy of
 * {@link cacheControlFor}, and the HTML page for every path that is not a file.
 */
export async function createStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const { distDir, corsOrigins, pageStatus = () => 200, renderPage = (html) => html, routes, logger = false } = options;
  const { limits = DEFAULT_HTTP_LIMITS, trustProxy = () => false, hsts = 'https' } = options;
  const policy = options.contentSecurityPolicy ?? contentSecurityPolicy({ runtimeConfig: DEFAULT_RUNTIME_CONFIG });
  const app = Fastify({ logger, trustProxy, ...fastifyLimitOptions(limits) });
  // Over the cap Node closes a new connection at once: a flood of idle or dripping clients cannot exhaust the process.
  app.server.maxConnections = limits.maxConnections;
  installSecurityHeaders(app, hsts);
  // What is compressed here is drawn per request (a page's HTML, a drawing's JSON): the build's files come
  // with their own copies. Brotli's default here (quality 4) made a page no smaller than gzip (a lab's
  // HTML 15.5 KB against 15.3); quality 6 makes it 14.0 KB for about 0.5 ms more per 70 KB page.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 6 } },
  });
  if (corsOrigins?.length) await app.register(cors, { origin: corsOrigins, methods: ['GET', 'HEAD'] });
  routes?.(app);
  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => void reply.header('Cache-Control', cacheControlFor(filePath)),
  });

  const indexFile = path.join(path.resolve(distDir), 'index.html');
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    // A missing file with an extension is a missing asset, not a page.
    if (/\.[a-z0-9]+$/i.test(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', NO_CACHE).send('Not found');
    }
    const page = await renderPage(await readFile(indexFile, 'utf8'), request, pathname);
    const { html, status = pageStatus(pathname), headers = {} } = typeof page === 'string' ? { html: page } : page;
    return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', NO_CACHE).headers(pageHeaders(policy)).headers(headers).send(html);
  };
  app.get('/', sendPage);
  app.setNotFoundHandler(sendPage);
  return app;
}

/** A comma-separated origins setting, e.g. `CORS_ORIGINS=http://localhost:3000,https://ilm.cloud`. */
export function parseOrigins(value: string | undefined, fallback: string[]): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return origins.length ? origins : fallback;
}
