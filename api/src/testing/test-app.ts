import { randomBytes } from 'node:crypto';
import { Blob } from 'node:buffer';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { buildApp, type BuildOptions } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { outbox } from '../db/schema';
import { FakeDriver } from '../modules/labs/testing/fake-driver';
import { adminQuery, PGLITE_DUMP_ENV, TEMPLATE_DB_ENV, withDatabase } from './template-database';

/** Whether this run uses a PostgreSQL server (DATABASE_URL) rather than embedded PGlite. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A fresh copy of the prepared database for one test file: a new database on the server (so files can
 * run in parallel without seeing each other's rows), or a PGlite loaded from the prepared dump.
 */
export async function createTestDatabase(poolSize = 20): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = process.env[TEMPLATE_DB_ENV];
    if (!template) throw new Error('global setup did not prepare the template database');
    const name = `ilm_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = openPostgres(withDatabase(databaseUrl, name), poolSize);
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dump = process.env[PGLITE_DUMP_ENV];
  if (!dump) throw new Error('global setup did not prepare the PGlite dump');
  return openPglite({ loadDataDir: new Blob([readFileSync(dump)]) as unknown as globalThis.Blob });
}

/** Settings for tests: fixed secret, generous rate limits, no lifecycle timer (tests advance it by reading). */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    API_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'ilm-api-data-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    AUTH_RATE_LIMIT: '1000',
    SIGNUP_RATE_LIMIT: '1000',
    FORMS_RATE_LIMIT: '1000',
    LAB_SWEEP_INTERVAL_MS: '0',
    // Orders left processing are settled at start; a test runs further passes itself (paymentRecovery.tick).
    PAYMENT_RECOVERY_INTERVAL_MS: '0',
    // Room for the many launches of the lifecycle's tests; launch-limits.test.ts sets its own.
    LAB_MAX_INSTANCES: '1000',
    LAB_MAX_PER_LEARNER: '100',
    ...env,
  });
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { env?: Record<string, string>; database?: Database } & Partial<Omit<BuildOptions, 'db' | 'config'>> = {},
): Promise<TestApp> {
  const { env, database: given, ...overrides } = options;
  const database = given ?? (await createTestDatabase());
  const config = testConfig(env);
  // A fake lab driver unless the test brings one: the sandbox driver is tested on its own.
  const app = await buildApp({ db: database.db, config, driver: new FakeDriver(), ...overrides });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (!given) await database.close();
      // The data folder testConfig made (the generated secrets live there): tests leave nothing behind.
      if (!env?.API_DATA_DIR) rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A sign-up body that passes validation; each call gets a new email. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    first_name: 'Amina',
    last_name: 'Khan',
    email: `amina.${counter}.${randomBytes(3).toString('hex')}@example.com`,
    password: 'correct horse battery',
    telephone: '+923001234567',
    country: 'PK',
    ...overrides,
  };
}

export interface SignedUp {
  user: { id: string; email: string };
  access_token: string;
  refresh_token: string;
  headers: { authorization: string };
}

/**
 * Confirms `email` the way a learner does: the token of the newest confirmation link mailed to it
 * (the outbox), sent to `accounts/confirm-email/`. This grants the sign-up bonus.
 */
export async function confirmEmail(app: TestApp['app'], email: string): Promise<void> {
  await app.services.background.idle();
  const mails = await app.services.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.createdAt));
  const token = mails.map((mail) => /\/auth\/confirm-email\?token=([\w-]+)/.exec(mail.body)?.[1]).find(Boolean);
  if (!token) throw new Error(`no confirmation mail to ${email}`);
  const response = await app.inject({ method: 'POST', url: '/accounts/confirm-email/', payload: { token } });
  if (response.statusCode !== 200) throw new Error(`confirmation failed: ${response.statusCode} ${response.body}`);
}

/**
 * Signs a new user up through the API and returns their tokens and a ready Authorization header. The
 * e-mail is confirmed through its mail (so the learner has the sign-up bonus) unless `confirm` is false.
 */
export async function signUp(app: TestApp['app'], overrides: Record<string, unknown> = {}, { confirm = true } = {}): Promise<SignedUp> {
  const payload = signupBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/accounts/signup/', payload });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  if (confirm) await confirmEmail(app, payload.email as string);
  return { ...body, headers: { authorization: `Bearer ${body.access_token}` } };
}
