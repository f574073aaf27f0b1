/** Node-only helpers for the apps' production servers (never bundled for the browser). */
export { createStaticServer, parseOrigins } from './static-server';
export type { StaticServerOptions } from './static-server';
export { cacheControlFor, IMMUTABLE, NO_CACHE, VISITOR_PAGE_CACHE } from './cache-policy';
export { runRemoteServer } from './remote-server';
export type { RemoteServerOptions } from './remote-server';
export { runtimeConfigFromEnv } from './runtime-settings';
export { DEFAULT_HTTP_LIMITS, fastifyLimitOptions, hstsFromEnv, httpLimitsFromEnv, serverSettingsFromEnv, trustProxyFromEnv } from './server-settings';
export type { HstsMode, HttpLimits, ServerSettings, TrustProxy } from './server-settings';
export { contentSecurityPolicy, HSTS_VALUE, installSecurityHeaders, pageHeaders } from './security-headers';
export type { PageSources } from './security-headers';
export { loadServerBundle, registerServerBundleRoutes } from './page-renderer';
export type { ServerBundle } from './page-renderer';
