import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@ilm/contract';

/** The runtime config a server hands the browser, from the settings the root README lists (defaults where unset). */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const apiBaseUrl = env.API_BASE_URL || DEFAULT_RUNTIME_CONFIG.API_BASE_URL;
  return {
    // The client resolves relative paths against it: without the slash, `…/v1` + `accounts/` would drop `v1`.
    API_BASE_URL: apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`,
    PRODUCT_NAME: env.PRODUCT_NAME || DEFAULT_RUNTIME_CONFIG.PRODUCT_NAME,
    COUNTRY_LOOKUP_URL: env.COUNTRY_LOOKUP_URL || DEFAULT_RUNTIME_CONFIG.COUNTRY_LOOKUP_URL,
  };
}
