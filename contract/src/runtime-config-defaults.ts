import type { RuntimeConfig } from './runtime-config';

/** The runtime settings' defaults (root README, "Settings"), used where a setting is unset (and by the browser until the config arrives). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  API_BASE_URL: 'http://localhost:8000/',
  PRODUCT_NAME: 'Ilm',
  COUNTRY_LOOKUP_URL: 'https://ip2c.org/s',
};

/** Where every app server publishes the runtime config. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/**
 * The `<script type="application/json">` in which the shell server hands the page its runtime config
 * and the remotes list (`{ config, remotes }`), so the page's start waits on neither
 * {@link RUNTIME_CONFIG_PATH} nor `/remotes.json` (docs/decisions/0007-first-visit-performance.md).
 */
export const RUNTIME_ELEMENT_ID = 'ilm-runtime';
