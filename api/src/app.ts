import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { installErrorHandling } from './http/error-handler';
import { installNoStore } from './http/no-store';
import { fastifyLimitOptions } from './http/server-limits';
import { installJsonBodies } from './http/json-body';
import { loggerOptions } from './http/logging';
import { installValidation } from './http/validation';
import { installRequestLanguage } from './i18n/request-language';
import type { App } from './http/types';
import websocket from '@fastify/websocket';
import { installSignInFirst } from './http/sign-in-first';
import { modules, type Services } from './modules';
import { TERMINAL_MAX_MESSAGE_BYTES } from './modules/labs/terminal.routes';
import type { ModuleContext } from './platform/module';
import type { Overrides } from './platform/overrides';
import { buildServices, registerModules, resolveModules } from './platform/registry';

export interface BuildOptions extends Overrides {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

/** The API as a Fastify instance, ready for `inject()` or `listen()`. */
export async function buildApp({ db, config, logger = false, ...overrides }: BuildOptions) {
  const app = Fastify({
    // No password, hash, token, card field or form content in the log: src/http/logging.ts.
    logger: loggerOptions(logger),
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a CDN or proxy the client address (rate limits) comes from X-Forwarded-For; without
    // one, trusting that header would let any client pick its own rate-limit key.
    trustProxy: config.trustProxy,
    // A request (headers and body) must arrive within REQUEST_TIMEOUT_SECONDS: a body sent a byte
    // at a time cannot hold a connection (src/http/server-limits.ts).
    ...fastifyLimitOptions(config.http),
  }).withTypeProvider<TypeBoxTypeProvider>() as App;

  // Over MAX_CONNECTIONS Node closes a new connection at once.
  app.server.maxConnections = config.http.maxConnections;
  installNoStore(app);

  // Every module's services, built in dependency order (src/modules/index.ts, docs/rules/api-modules.md).
  const context: ModuleContext = { db, config, log: app.log, overrides };
  const ordered = resolveModules(modules);
  const services = buildServices(ordered, context) as Services;
  app.decorate('services', services);
  installRequestLanguage(app);
  installErrorHandling(app);

  // The input rules, in one place: JSON bodies (empty = none, bounded depth) and the validator
  // (strings without control characters, bounded integers, no coercion of bodies): src/http/validation.ts.
  installJsonBodies(app);
  installValidation(app);
  installSignInFirst(app, services.auth);

  // A JSON API: no HTML to protect with a CSP (the /docs page needs inline scripts);
  // cross-origin reads are what the site's remotes do.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' } });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'X-Country-Code'],
    // A 429's wait, so a page can say how long (a form keeps what was typed until then).
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ilm Cloud API', version: '0.1.0', description: 'Accounts, currency, catalog, labs, tokens, orders and forms.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  // The OpenAPI page and JSON only where wanted: off in production unless API_DOCS=true (api/README.md).
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/docs' });
  // The lab terminals' sockets: a message over 64 KiB closes the socket (docs/decisions/0004-lab-drivers.md#terminal).
  await app.register(websocket, { options: { maxPayload: TERMINAL_MAX_MESSAGE_BYTES } });

  app.get('/health/', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Each module's routes in a scope of its own, then their onReady and onClose hooks (src/platform/registry.ts).
  await registerModules(app, ordered, services, context);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
