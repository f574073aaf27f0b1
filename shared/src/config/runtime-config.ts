import { atom } from 'nanostores';

/** What the shell server hands the browser at run time (never baked into a build). */
export interface RuntimeConfig {
  /** Base URL of the platform API, with a trailing slash. */
  API_BASE_URL: string;
  /** White-label product name: the default title is `${PRODUCT_NAME} Cloud`. */
  PRODUCT_NAME: string;
  /** IP-to-country text service the phone input asks for its default country. */
  COUNTRY_LOOKUP_URL: string;
}

/** DESIGN.md's defaults, used until (or when) the server's config cannot be read. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  API_BASE_URL: 'http://localhost:8000/',
  PRODUCT_NAME: 'Ilm',
  COUNTRY_LOOKUP_URL: 'https://ip2c.org/s',
};

/** Where the shell server (and each remote's server) publishes the runtime config. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** The runtime config in force on this page. */
export const $runtimeConfig = atom<RuntimeConfig>(DEFAULT_RUNTIME_CONFIG);

/** Replaces the runtime config; unknown or empty values keep their defaults. */
export function setRuntimeConfig(next: Partial<RuntimeConfig>): void {
  const merged = { ...DEFAULT_RUNTIME_CONFIG };
  for (const key of Object.keys(merged) as (keyof RuntimeConfig)[]) {
    const value = next[key];
    if (typeof value === 'string' && value.trim() !== '') merged[key] = value;
  }
  $runtimeConfig.set(merged);
}

/** Reads the runtime config once at start; a missing config leaves the defaults in force. */
export async function loadRuntimeConfig(url = RUNTIME_CONFIG_PATH): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    // A remote run alone has no config server: the defaults are the local setup.
  }
  return $runtimeConfig.get();
}
