import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { countryCodeOf } from '@ilm/contract';
import type { RemotesList } from '@ilm/shared/contracts';
import type { RuntimeConfig } from '@ilm/shared/config';
import { runtimeConfigFromEnv, serverSettingsFromEnv, type ServerSettings } from '@ilm/server';

/**
 * The site's remotes with their folder and local port, in composition order (the first to claim a
 * path keeps it): the repository's `remotes.json`, the one list the shell's defaults, `npm start`,
 * the dev servers and the journeys read. A remote joins the site by a line there, never by a change
 * to the shell (README.md, "Working on one remote").
 */
export const SITE_REMOTES_FILE = path.resolve(__dirname, '..', '..', '..', 'remotes.json');

/** One entry of `remotes.json`: the remote's folder in the repository and the port it serves on locally. */
export interface SiteRemote {
  dir: string;
  port: number;
}

/** The local remotes of `remotes.json` (`file`), each at its `mf-manifest.json` on localhost; none when the file is absent. */
export function localRemotes(file: string = SITE_REMOTES_FILE): RemotesList {
  if (!existsSync(file)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new SettingError(`${file} must be a JSON object of remote name -> { dir, port }`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new SettingError(`${file} must be a JSON object of remote name -> { dir, port }`);
  const remotes: RemotesList = {};
  for (const [name, remote] of Object.entries(parsed as Record<string, Partial<SiteRemote> | null>)) {
    if (!Number.isInteger(remote?.port)) throw new SettingError(`${file}: ${name} must name its port`);
    remotes[name] = `http://localhost:${remote!.port}/mf-manifest.json`;
  }
  return remotes;
}

/** The shell's remotes when `REMOTES` names none: every remote of `remotes.json` on its local port. */
export const DEFAULT_REMOTES: RemotesList = localRemotes();

/**
 * What the shell server reads at start (the README's settings table), with the settings every
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
 * of a file holding one. Remotes it does not name keep their local default; a remote it sets to
 * `null` is left out of the site (its pages answer 404).
 */
export function parseRemotes(value: string | undefined, defaults: RemotesList = DEFAULT_REMOTES): RemotesList {
  if (!value?.trim()) return checkedRemotes({ ...defaults });
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
  const remotes: Record<string, string> = { ...defaults };
  for (const [name, url] of Object.entries(parsed)) {
    if (url === null) {
      delete remotes[name];
      continue;
    }
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
      throw new SettingError(`REMOTES.${name} must be an http(s) URL of the remote's mf-manifest.json, or null to leave it out`);
    }
    remotes[name] = url;
  }
  return checkedRemotes(remotes);
}

/** A site of no remote has no page: a shell deployed without `remotes.json` must be told its remotes. */
function checkedRemotes(remotes: RemotesList): RemotesList {
  if (Object.keys(remotes).length === 0)
    throw new SettingError(`REMOTES names no remote, and there is no ${path.basename(SITE_REMOTES_FILE)} to take them from`);
  return remotes;
}

function readRemotesFile(file: string): string {
  if (!existsSync(file)) throw new SettingError(`REMOTES names a file that does not exist: ${file}`);
  return readFileSync(file, 'utf8');
}

/** Reads the shell's settings from the environment, with their defaults (the README's settings table). */
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
