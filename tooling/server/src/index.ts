/** Node-only helpers for the apps' production servers (never bundled for the browser). */
export { createStaticServer, parseOrigins } from './static-server';
export type { StaticServerOptions } from './static-server';
export { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-policy';
export { runRemoteServer } from './remote-server';
export type { RemoteServerOptions } from './remote-server';
export { runtimeConfigFromEnv } from './runtime-settings';
