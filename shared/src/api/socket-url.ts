import { $runtimeConfig } from '@ilm/shared/config';

/**
 * The WebSocket address of an API path: `API_BASE_URL` with `http(s)` turned into `ws(s)` and the
 * query added. Read at call time, like {@link api}: the runtime config arrives after the bundle loads.
 */
export function apiSocketUrl(path: string, query: Record<string, string | number> = {}): string {
  const url = new URL(path, $runtimeConfig.get().API_BASE_URL);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  return url.toString();
}
