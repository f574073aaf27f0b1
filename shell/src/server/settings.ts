import { existsSync, readFileSync } from 'node:fs';
import { countryCodeOf } from '@ilm/contract';
import type { RemotesList } from '@ilm/shared/contracts';
import type { RuntimeConfig } from '@ilm/shared/config';
import { runtimeConfigFromEnv, serverSettingsFromEnv, type ServerSettings } from '@ilm/server';

/** The four local remotes (DESIGN.md's ports 3001–3004). */
export const DEFAULT_REMOTES: RemotesList = {
  mfe_marketing: 'http://localhost:3001/mf-manifest.json',
  mfe_auth: 'http://localhost:3002/mf-manifest.json',
  mfe_dashboard: 'http://localhost:3003/mf-manifest.json',
  mfe_checkout: 'http://localhost:3004/mf-manifest.json',
};

/**
 * What the shell server reads at start (DESIGN.md's runtime settings), with the settings every
 * app server reads (`limits`, `trustProxy`, `hsts`: README.md's settings table).
 */
export interface ShellSettings extends ServerSettings {
  port: number;
  host: string;
  remotes: RemotesList;
  runtimeConfig: RuntimeConfig;
  defaultCountry: string;
  /** How often the remotes' page declarations are read again (docs/rules/pages.md#composition). */
  pagesRefreshSeconds: number;
  /** Server rendering of public pages (docs/decisions/0005-server-rendering.md): how long to wait for a remote, and to reuse its page. */
  serverRender: { timeoutMs: number; cacheSeconds: number };
}

/** A number setting within bounds, or the error that names it. */
function numberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number, unit: string): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < min || value > max) throw new SettingError(`${name} must be a number of ${unit} between ${min} and ${max}`);
  return value;
}

/** An error in a setting, naming it, so a bad deployment fails at start with a clear message. */
export class SettingError extends Error {}

/**
 * `REMOTES`: a JSON object `{"mfe_auth": "http://host:3002/mf-manifest.json", …}` or the path
 * of a file holding one. Remotes it does not name keep their local default.
 */
export function parseRemotes(value: string | undefined): RemotesList {
  if (!value?.trim()) return { ...DEFAULT_REMOTES };
  const text = value.trim().startsWith('{') ? value : readRemotesFile(value.trim());
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SettingError('REMOTES must be a JSON object of remote name -> manifest URL, or a path to a file holding one');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new SettingError('REMOTES must be a JSON object of remote name -> manifest URL');
  }
  const remotes: Record<string, string> = { ...DEFAULT_REMOTES };
  for (const [name, url] of Object.entries(parsed)) {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
      throw new SettingError(`REMOTES.${name} must be an http(s) URL of the remote's mf-manifest.json`);
    }
    remotes[name] = url;
  }
  return remotes;
}

function readRemotesFile(file: string): string {
  if (!existsSync(file)) throw new SettingError(`REMOTES names a file that does not exist: ${file}`);
  return readFileSync(file, 'utf8');
}

/** Reads the shell's settings from the environment, with DESIGN.md's defaults. */
export function readShellSettings(env: NodeJS.ProcessEnv = process.env): ShellSettings {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new SettingError('PORT must be a TCP port number');
  const pagesRefreshSeconds = Number(env.PAGES_REFRESH_SECONDS ?? 30);
  if (!Number.isFinite(pagesRefreshSeconds) || pagesRefreshSeconds < 0.1 || pagesRefreshSeconds > 86_400) {
    throw new SettingError('PAGES_REFRESH_SECONDS must be a number of seconds between 0.1 and 86400');
  }
  const defaultCountry = countryCodeOf(env.DEFAULT_COUNTRY || 'US');
  if (!defaultCountry) throw new SettingError('DEFAULT_COUNTRY must be an ISO 3166-1 alpha-2 country code, e.g. US');
  let server: ServerSettings;
  try {
    server = serverSettingsFromEnv(env);
  } catch (error) {
    throw new SettingError(error instanceof Error ? error.message : String(error));
  }
  return {
    ...server,
    port,
    pagesRefreshSeconds,
    host: env.HOST ?? '0.0.0.0',
    remotes: parseRemotes(env.REMOTES),
    runtimeConfig: runtimeConfigFromEnv(env),
    defaultCountry,
    serverRender: {
      timeoutMs: numberSetting(env, 'SERVER_RENDER_TIMEOUT_MS', 1500, 0, 60_000, 'milliseconds'),
      cacheSeconds: numberSetting(env, 'SERVER_RENDER_CACHE_SECONDS', 30, 0, 86_400, 'seconds'),
    },
  };
}
