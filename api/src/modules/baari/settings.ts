import path from 'node:path';

/** The language model Baari may write its answers with (none: answers are composed offline). */
export interface BaariModelSettings {
  provider: 'openai-compatible';
  /** `http://127.0.0.1:11434/v1`: the server's base, `/chat/completions` is added. */
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** The whole answer must arrive within it. */
  timeoutMs: number;
  /** The first piece of the answer must arrive within it. */
  firstTokenTimeoutMs: number;
}

/** Baari's settings (documented in api/README.md). */
export interface BaariSettings {
  /** The public pages' Markdown (`mfe-marketing/content`), indexed with the catalog. */
  contentDir: string;
  /** How often the index asks whether the catalog changed (a cheap fingerprint query). */
  indexRefreshSeconds: number;
  model: BaariModelSettings | undefined;
}

export const BAARI_PROVIDERS = ['openai-compatible'] as const;

const DEFAULT_CONTENT_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'mfe-marketing', 'content');

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of 0 or more, got "${raw}"`);
  return value;
}

/**
 * Reads BAARI_* settings. A provider without its base URL or model stops the start with a message
 * that names the missing setting, rather than failing on the first question.
 */
export function baariSettingsFromEnv(env: NodeJS.ProcessEnv): BaariSettings {
  const provider = env.BAARI_PROVIDER?.trim();
  let model: BaariModelSettings | undefined;
  if (provider) {
    if (!(BAARI_PROVIDERS as readonly string[]).includes(provider)) {
      throw new Error(`BAARI_PROVIDER must be one of ${BAARI_PROVIDERS.join(', ')} (or unset for offline answers), got "${provider}"`);
    }
    const baseUrl = env.BAARI_BASE_URL?.trim();
    if (!baseUrl) throw new Error('BAARI_BASE_URL is required when BAARI_PROVIDER is set (e.g. http://127.0.0.1:11434/v1)');
    if (!/^https?:\/\/[^\s]+$/.test(baseUrl) || !URL.canParse(baseUrl)) throw new Error(`BAARI_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
    const name = env.BAARI_MODEL?.trim();
    if (!name) throw new Error('BAARI_MODEL is required when BAARI_PROVIDER is set (the model name the server knows)');
    model = {
      provider: 'openai-compatible',
      baseUrl: baseUrl.replace(/\/+$/, ''),
      model: name,
      apiKey: env.BAARI_API_KEY || undefined,
      timeoutMs: positive(env, 'BAARI_TIMEOUT_MS', 20_000),
      firstTokenTimeoutMs: positive(env, 'BAARI_FIRST_TOKEN_TIMEOUT_MS', 8_000),
    };
  }
  return {
    contentDir: path.resolve(env.BAARI_CONTENT_DIR || DEFAULT_CONTENT_DIR),
    indexRefreshSeconds: positive(env, 'BAARI_INDEX_REFRESH_SECONDS', 60),
    model,
  };
}
