import path from 'node:path';
import { NO_CACHE } from './cache-policy';
import { loadServerBundle, registerServerBundleRoutes } from './page-renderer';
import { runtimeConfigFromEnv } from './runtime-settings';
import { contentSecurityPolicy } from './security-headers';
import { serverSettingsFromEnv } from './server-settings';
import { createStaticServer, parseOrigins } from './static-server';

/** Options of {@link runRemoteServer}. */
export interface RemoteServerOptions {
  /** Container name, e.g. `mfe_auth`. */
  name: string;
  /** The remote's folder (its build is `dist/` there unless `DIST_DIR` says otherwise). */
  appDir: string;
  /** Its local port (the one remotes.json gives it), used unless `PORT` is set. */
  defaultPort: number;
}

/**
 * A remote's production server (`pnpm serve`): its build, readable by the shell's origin and
 * integrators' pages (`CORS_ORIGINS`), and the runtime config its standalone page reads.
 * Settings: PORT, HOST, DIST_DIR, CORS_ORIGINS, API_BASE_URL, PRODUCT_NAME, COUNTRY_LOOKUP_URL, and
 * the servers' HEADERS_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS, MAX_CONNECTIONS, TRUST_PROXY, HSTS.
 */
export function runRemoteServer({ name, appDir, defaultPort }: RemoteServerOptions): void {
  const port = Number(process.env.PORT ?? defaultPort);
  const runtimeConfig = runtimeConfigFromEnv();
  const distDir = process.env.DIST_DIR ?? path.join(appDir, 'dist');
  Promise.resolve()
    .then(() => {
      // Its server bundle, when its build has one, draws its public pages for the shell server.
      const bundle = loadServerBundle(distDir);
      return createStaticServer({
        ...serverSettingsFromEnv(),
        // Its standalone page loads only its own files, the API and the country lookup.
        contentSecurityPolicy: contentSecurityPolicy({ runtimeConfig }),
        distDir,
        corsOrigins: parseOrigins(process.env.CORS_ORIGINS, ['http://localhost:3000']),
        routes: (server) => {
          server.get('/runtime-config.json', async (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(runtimeConfig));
          if (bundle) registerServerBundleRoutes(server, bundle, runtimeConfig);
        },
      });
    })
    .then((app) => app.listen({ port, host: process.env.HOST ?? '0.0.0.0' }))
    .then(() => console.log(`${name}: http://localhost:${port}/mf-manifest.json`))
    .catch((error: unknown) => {
      console.error(`${name}:`, error);
      process.exit(1);
    });
}
