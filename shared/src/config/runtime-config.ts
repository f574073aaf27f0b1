import { atom } from 'nanostores';
import { DEFAULT_RUNTIME_CONFIG, RUNTIME_CONFIG_PATH, RUNTIME_ELEMENT_ID, type RuntimeConfig } from '@ilm/contract';
import { handedOver } from './handed-over';

export { DEFAULT_RUNTIME_CONFIG, RUNTIME_CONFIG_PATH, type RuntimeConfig };

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

/** What the shell server wrote into the page (`{ config, remotes }`), if it did. */
export function runtimeInDocument(): { config?: Partial<RuntimeConfig>; remotes?: Record<string, string> } | null {
  return (handedOver(RUNTIME_ELEMENT_ID) as { config?: Partial<RuntimeConfig>; remotes?: Record<string, string> } | undefined) ?? null;
}

/**
 * Reads the runtime config once at start: from the page when the shell server wrote it there,
 * else from the server; a missing config leaves the defaults in force.
 */
export async function loadRuntimeConfig(url = RUNTIME_CONFIG_PATH): Promise<RuntimeConfig> {
  const inPage = runtimeInDocument()?.config;
  if (inPage) {
    setRuntimeConfig(inPage);
    return $runtimeConfig.get();
  }
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    // A remote run alone has no config server: the defaults are the local setup.
  }
  return $runtimeConfig.get();
}
