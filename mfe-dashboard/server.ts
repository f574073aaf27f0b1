import path from 'node:path';
import { DEFAULT_RUNTIME_CONFIG } from '@ilm/shared/config';
import { createStaticServer, NO_CACHE, parseOrigins } from '@ilm/shared/server';

/** mfe-dashboard's production server: its build, readable by the shell's origin (and integrators' pages). */
async function main() {
  const port = Number(process.env.PORT ?? 3003);
  const runtimeConfig = {
    API_BASE_URL: process.env.API_BASE_URL ?? DEFAULT_RUNTIME_CONFIG.API_BASE_URL,
    PRODUCT_NAME: process.env.PRODUCT_NAME ?? DEFAULT_RUNTIME_CONFIG.PRODUCT_NAME,
    COUNTRY_LOOKUP_URL: process.env.COUNTRY_LOOKUP_URL ?? DEFAULT_RUNTIME_CONFIG.COUNTRY_LOOKUP_URL,
  };
  const app = await createStaticServer({
    distDir: process.env.DIST_DIR ?? path.join(__dirname, 'dist'),
    corsOrigins: parseOrigins(process.env.CORS_ORIGINS, ['http://localhost:3000']),
    // Serves the standalone page's runtime config, as the shell server does for the site.
    routes: (server) => server.get('/runtime-config.json', async (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(runtimeConfig)),
  });
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  console.log(`mfe_dashboard: http://localhost:${port}/mf-manifest.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
