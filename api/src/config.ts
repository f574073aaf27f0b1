import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { baariSettingsFromEnv, type BaariSettings } from './modules/baari/settings';
import { httpLimitsFromEnv, parseTrustProxy, type HttpLimits, type TrustProxy } from './http/server-limits';

/** Every setting the API reads at start (documented in api/README.md). */
export interface Config {
  port: number;
  host: string;
  /** Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  corsOrigins: string[];
  /**
   * The proxies whose X-Forwarded-For (the client address of rate limits) and country headers are
   * believed (`TRUST_PROXY`: addresses or CIDRs; none by default).
   */
  trustProxy: TrustProxy;
  /** Request timeouts and the connection cap (src/http/server-limits.ts). */
  http: HttpLimits;
  /** Whether `/docs` serves the OpenAPI page and JSON (`API_DOCS`; off by default when NODE_ENV=production). */
  apiDocs: boolean;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a checked session is trusted without a query (other API processes see a logout within this). */
  sessionCacheSeconds: number;
  /** How long a lab-list answer is reused; the catalog changes only when seeded. */
  catalogCacheSeconds: number;
  passwordResetTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicSiteUrl: string;
  /** The API's own public address: links it answers that are fetched from it (a diploma's status list). */
  publicApiUrl: string;
  /** A private Ed25519 JWK that signs diplomas (`DIPLOMA_SIGNING_KEY`); unset: one generated on first use, kept in the data folder. */
  diplomaSigningKey: string | undefined;
  /** Requests per minute per client on login and password-reset endpoints. */
  authRateLimit: number;
  /** Sign-ups per hour per client address (each costs a password hash and a mail). */
  signupRateLimit: number;
  /** Granted once the learner confirmed their e-mail address. */
  signupBonusTokens: number;
  /** How long an e-mail confirmation link works. */
  emailConfirmationTtlSeconds: number;
  labs: {
    /** Where the local sandbox driver keeps each sandbox's state (docs/decisions/0004-lab-drivers.md). */
    dataDir: string;
    /** First host uid of the sandboxes (one each, above it). */
    uidBase: number;
    memoryMb: number;
    pids: number;
    /** Share of one core per sandbox, in percent. */
    cpuPercent: number;
    /** Size of a sandbox's home and of its /tmp, each. */
    diskMb: number;
    /** Active instances on this machine, and per learner, at most. */
    maxInstances: number;
    maxPerLearner: number;
    /** How long a step's check may run. */
    checkTimeoutSeconds: number;
    /** Minutes added by one extension, and how many extensions an instance may get. */
    extendMinutes: number;
    maxExtensions: number;
    /** How often the lifecycle sweeper looks for due transitions. */
    sweepIntervalMs: number;
    /** Multiplies a lab's duration; lets a test or demo see expiry in seconds. */
    durationScale: number;
  };
  /** Form submissions per hour per signed-in account; three times that per client address. */
  formsRateLimit: number;
  payments: {
    /** How often orders a payment left processing are settled by asking the provider (0: at start only). */
    recoveryIntervalMs: number;
    /** How long such an order may stay processing, its outcome unknown, before it is payable again. */
    recoveryTimeoutSeconds: number;
    /** Unpaid orders a learner may have made in the last 24 hours (an identical pending order is reused). */
    maxPendingOrders: number;
  };
  /** Baari, the assistant: its index and the language model it may use (src/modules/baari/settings.ts). */
  baari: BaariSettings;
  logLevel: string;
}

const API_ROOT = path.resolve(__dirname, '..');

function num(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
}

/** `15m`, `7d`, `3600` (seconds) → seconds. */
export function parseDuration(raw: string | undefined, fallback: number, name = 'duration'): number {
  if (raw === undefined || raw === '') return fallback;
  const match = /^(\d+)\s*([smhd]?)$/.exec(raw.trim());
  if (!match) throw new Error(`${name} must look like 900, 15m, 12h or 30d, got "${raw}"`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

/** The signing secret: the setting, else one generated on first start and kept in the data folder. */
function loadJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The secrets every API process must share; each would otherwise make its own on its own disk. */
export const SHARED_SECRETS = ['JWT_SECRET', 'DIPLOMA_SIGNING_KEY'] as const;

/**
 * On a PostgreSQL server several API processes may serve one site: a secret made per host would
 * sign sessions another host refuses and diplomas with a key the others do not know. So there
 * the shared secrets are required (docs/decisions/0008-fleet.md); embedded PGlite is one process.
 */
function requireSharedSecrets(env: NodeJS.ProcessEnv): void {
  if (!env.DATABASE_URL) return;
  const missing = SHARED_SECRETS.filter((name) => !env[name]);
  if (missing.length === 0) return;
  throw new Error(
    `${missing.join(' and ')} must be set when DATABASE_URL is: every API process of a shared database signs with the same secrets (api/README.md#settings).`,
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  requireSharedSecrets(env);
  const dataDir = path.resolve(env.API_DATA_DIR || path.join(API_ROOT, '.data'));
  const defaultOrigins = [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);
  return {
    port: num(env, 'API_PORT', 8000),
    host: env.API_HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : defaultOrigins,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    http: httpLimitsFromEnv(env),
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' || env.API_DOCS === '1' : env.NODE_ENV !== 'production',
    jwtSecret: loadJwtSecret(env, dataDir),
    accessTokenTtlSeconds: parseDuration(env.ACCESS_TOKEN_TTL, 15 * 60, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtlSeconds: parseDuration(env.REFRESH_TOKEN_TTL, 30 * 86400, 'REFRESH_TOKEN_TTL'),
    sessionCacheSeconds: num(env, 'SESSION_CACHE_SECONDS', 5),
    catalogCacheSeconds: num(env, 'CATALOG_CACHE_SECONDS', 60),
    passwordResetTtlSeconds: parseDuration(env.PASSWORD_RESET_TTL, 3600, 'PASSWORD_RESET_TTL'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Ilm Cloud <no-reply@ilm.local>',
    publicSiteUrl: (env.PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    publicApiUrl: (env.PUBLIC_API_URL || `http://localhost:${num(env, 'API_PORT', 8000)}`).replace(/\/+$/, ''),
    diplomaSigningKey: env.DIPLOMA_SIGNING_KEY || undefined,
    authRateLimit: num(env, 'AUTH_RATE_LIMIT', 10),
    signupRateLimit: num(env, 'SIGNUP_RATE_LIMIT', 20),
    signupBonusTokens: num(env, 'SIGNUP_BONUS_TOKENS', 20),
    emailConfirmationTtlSeconds: parseDuration(env.EMAIL_CONFIRMATION_TTL, 7 * 86400, 'EMAIL_CONFIRMATION_TTL'),
    labs: {
      dataDir: path.resolve(env.LAB_DATA_DIR || path.join(dataDir, 'labs')),
      uidBase: num(env, 'LAB_UID_BASE', 200_000),
      memoryMb: num(env, 'LAB_MEMORY_MB', 256),
      pids: num(env, 'LAB_PIDS', 128),
      cpuPercent: num(env, 'LAB_CPU_PERCENT', 50),
      diskMb: num(env, 'LAB_DISK_MB', 64),
      maxInstances: num(env, 'LAB_MAX_INSTANCES', 20),
      maxPerLearner: num(env, 'LAB_MAX_PER_LEARNER', 2),
      checkTimeoutSeconds: num(env, 'LAB_CHECK_TIMEOUT_SECONDS', 10),
      extendMinutes: num(env, 'LAB_EXTEND_MINUTES', 30),
      maxExtensions: num(env, 'LAB_MAX_EXTENSIONS', 2),
      sweepIntervalMs: num(env, 'LAB_SWEEP_INTERVAL_MS', 5000),
      durationScale: num(env, 'LAB_DURATION_SCALE', 1),
    },
    formsRateLimit: num(env, 'FORMS_RATE_LIMIT', 10),
    payments: {
      recoveryIntervalMs: num(env, 'PAYMENT_RECOVERY_INTERVAL_MS', 30_000),
      recoveryTimeoutSeconds: num(env, 'PAYMENT_RECOVERY_TIMEOUT_SECONDS', 120),
      maxPendingOrders: num(env, 'ORDER_MAX_PENDING', 10),
    },
    baari: baariSettingsFromEnv(env),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
