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
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import websocket from '@fastify/websocket';
import { instancesRoutes } from './modules/labs/instances.routes';
import { hintsRoutes } from './modules/labs/hints.routes';
import { ratingsRoutes } from './modules/labs/ratings.routes';
import { TERMINAL_MAX_MESSAGE_BYTES, terminalRoutes } from './modules/labs/terminal.routes';
import { installSignInFirst } from './http/sign-in-first';
import { tokensRoutes } from './modules/tokens/tokens.routes';
import { formsRoutes } from './modules/forms/forms.routes';
import { ordersRoutes } from './modules/payments/orders.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { ssoRoutes } from './modules/sso/sso.routes';
import { baariRoutes } from './modules/baari/baari.routes';
import { interviewsRoutes } from './modules/baari/interviews.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { internshipsRoutes } from './modules/internships/internships.routes';
import { immigrationRoutes } from './modules/immigration/immigration.routes';
import { diplomasRoutes } from './modules/diplomas/diplomas.routes';
import { progressRoutes } from './modules/progress/progress.routes';
import { createServices, type Overrides, type Services } from './services';

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

  const services = createServices(db, config, app.log, overrides);
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
  await app.register(async (scope) => accountsRoutes(scope as App, services));
  await app.register(async (scope) => paymentsRoutes(scope as App, services));
  await app.register(async (scope) => catalogRoutes(scope as App, services));
  await app.register(async (scope) => tokensRoutes(scope as App, services));
  await app.register(async (scope) => instancesRoutes(scope as App, services));
  await app.register(async (scope) => hintsRoutes(scope as App, services));
  await app.register(async (scope) => ratingsRoutes(scope as App, services));
  await app.register(async (scope) => terminalRoutes(scope as App, services));
  await app.register(async (scope) => ordersRoutes(scope as App, services));
  await app.register(async (scope) => formsRoutes(scope as App, services));
  await app.register(async (scope) => ssoRoutes(scope as App, services));
  await app.register(async (scope) => baariRoutes(scope as App, services));
  await app.register(async (scope) => interviewsRoutes(scope as App, services));
  await app.register(async (scope) => internshipsRoutes(scope as App, services));
  await app.register(async (scope) => immigrationRoutes(scope as App, services));
  await app.register(async (scope) => uploadsRoutes(scope as App, services));
  await app.register(async (scope) => jobsRoutes(scope as App, services));
  await app.register(async (scope) => diplomasRoutes(scope as App, services));
  await app.register(async (scope) => progressRoutes(scope as App, services));

  // The lab driver is checked once: without it the site runs and sandbox labs say they cannot be launched.
  // Then environments are matched with the database, and due builds and expiries applied (catching up
  // after a restart) and on an interval.
  app.addHook('onReady', async () => {
    try {
      await services.driver.ready();
      await services.lifecycle.reconcile();
    } catch (error) {
      app.log.error(`hands-on labs cannot run on this machine: ${error instanceof Error ? error.message : String(error)}`);
    }
    services.lifecycle.start();
    // Orders a crash left mid-payment are settled by asking the payment provider, now and on a timer.
    await services.paymentRecovery.start();
  });
  app.addHook('onClose', async () => services.lifecycle.stop());
  app.addHook('onClose', async () => services.paymentRecovery.stop());
  // Mail still leaving after its answer is finished before the database closes.
  app.addHook('onClose', async () => services.background.idle());
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
