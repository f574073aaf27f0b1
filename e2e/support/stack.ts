import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import siteRemotes from '../../remotes.json';
import { Mailbox } from './mailbox';

const ROOT = path.resolve(__dirname, '..', '..');

/** The site's remotes in composition order, each with its folder and local port: the repository's one list of them. */
const SITE_REMOTES = siteRemotes;

/** Remote container name, as `remotes.json` lists it. */
export type RemoteKey = keyof typeof SITE_REMOTES;

const REMOTE_KEYS = Object.keys(SITE_REMOTES) as RemoteKey[];

/** Remote container name -> its folder. */
export const REMOTE_DIRS = Object.fromEntries(REMOTE_KEYS.map((name) => [name, SITE_REMOTES[name].dir])) as Record<RemoteKey, string>;

/**
 * Ports of the journeys' stack: apart from `npm start`'s 3000–3005/8000, so both can run. Each remote
 * takes its local port moved to 4100 on (3003 -> 4103), so a remote added to `remotes.json` has one here too.
 */
export const PORTS = {
  shell: 4100,
  ...(Object.fromEntries(REMOTE_KEYS.map((name) => [name, SITE_REMOTES[name].port + 1100])) as Record<RemoteKey, number>),
  api: 4180,
  mailbox: 4125,
};

/** The folder of the API's database that global setup prepared (support/global-setup.ts), if it did. */
export const API_DATABASE_TEMPLATE_ENV = 'ILM_E2E_API_DATABASE_TEMPLATE';

export const SHELL_URL = `http://localhost:${PORTS.shell}`;
export const API_URL = `http://localhost:${PORTS.api}/`;

/** The remotes list the shell of the journeys is started with. */
export function remotesSetting(overrides: Partial<Record<RemoteKey, string | null>> = {}): string {
  const remotes = Object.fromEntries(REMOTE_KEYS.map((name) => [name, `http://localhost:${PORTS[name]}/mf-manifest.json`]));
  return JSON.stringify({ ...remotes, ...overrides });
}

/** A server of the stack, started the way `npm start` starts it (its `serve` entry, through tsx). */
export class AppServer {
  private child?: ChildProcess;
  private output = '';

  constructor(
    readonly name: string,
    private readonly dir: string,
    private readonly port: number,
    private readonly env: Record<string, string> = {},
    private readonly entry = 'server.ts',
  ) {}

  /** The process id while it runs (a restart changes it). */
  get pid(): number | undefined {
    return this.running ? this.child?.pid : undefined;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null;
  }

  /** Starts the server; `extraEnv` overrides its settings for this run (e.g. another REMOTES). */
  async start(extraEnv: Record<string, string> = {}): Promise<void> {
    if (this.running) return;
    const cwd = path.join(ROOT, this.dir);
    this.child = spawn(path.join(cwd, 'node_modules', '.bin', 'tsx'), [this.entry], {
      cwd,
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', ...this.env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (chunk) => (this.output += chunk));
    this.child.stderr?.on('data', (chunk) => (this.output += chunk));
    await waitForPort(this.port, () => (this.child?.exitCode !== null ? this.output : undefined));
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

async function waitForPort(port: number, failure: () => string | undefined, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exited = failure();
    if (exited !== undefined) throw new Error(`server on ${port} exited:\n${exited}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`nothing answered on port ${port} within ${timeoutMs} ms`);
}

/**
 * The whole site on the journeys' ports: the API on a fresh embedded database, every remote and the
 * shell, and a mailbox the API sends its mail to over SMTP (a learner confirms their e-mail from it,
 * as in production: the sign-up bonus waits for that).
 */
export class Stack {
  readonly remotes: Record<RemoteKey, AppServer>;
  readonly shell: AppServer;
  readonly api: AppServer;
  readonly mailbox = new Mailbox(PORTS.mailbox);
  /** The API's data folder (`API_DATA_DIR`): its embedded database, keys and lab state. */
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'ilm-e2e-api-'));
  /** Where the API keeps its lab sandboxes' state: a sandbox that is gone has no folder here. */
  readonly labsDir = path.join(this.dataDir, 'labs');
  // The sandboxes' own uids pass through this folder to their files below (api/src/labs/sandbox).
  private readonly traversable = chmodSync(this.dataDir, 0o711);

  /** `apiSettings` and `shellSettings` add to or override those servers' settings (e.g. a short ACCESS_TOKEN_TTL). */
  constructor(apiSettings: Record<string, string> = {}, shellSettings: Record<string, string> = {}) {
    // The journeys choose a visitor's country with `x-country-code`, as a CDN in front of the site
    // would: the servers believe it only from a proxy of TRUST_PROXY (docs/rules/security.md#trusted-headers), here the
    // browser on this machine.
    const common = { CORS_ORIGINS: SHELL_URL, API_BASE_URL: API_URL, TRUST_PROXY: 'loopback' };
    this.api = new AppServer(
      'api',
      'api',
      PORTS.api,
      {
        API_PORT: String(PORTS.api),
        API_HOST: '127.0.0.1',
        API_DATA_DIR: this.dataDir,
        CORS_ORIGINS: SHELL_URL,
        PUBLIC_SITE_URL: SHELL_URL,
        TRUST_PROXY: 'loopback',
        // Its own sandbox uids and state, apart from `npm start`'s.
        LAB_UID_BASE: '240000',
        LAB_DATA_DIR: this.labsDir,
        LOG_LEVEL: 'warn',
        SMTP_URL: this.mailbox.url,
        ...apiSettings,
      },
      'src/server.ts',
    );
    this.remotes = Object.fromEntries(REMOTE_KEYS.map((name) => [name, new AppServer(name, REMOTE_DIRS[name], PORTS[name], common)])) as Record<
      RemoteKey,
      AppServer
    >;
    this.shell = new AppServer('shell', 'shell', PORTS.shell, { ...common, REMOTES: remotesSetting(), ...shellSettings });
  }

  async start(): Promise<void> {
    // A fresh copy of the prepared database (the API keeps PGlite in `<API_DATA_DIR>/pglite`).
    const template = process.env[API_DATABASE_TEMPLATE_ENV];
    const database = path.join(this.dataDir, 'pglite');
    if (template && !existsSync(database)) cpSync(path.join(template, 'pglite'), database, { recursive: true });
    await this.mailbox.start();
    await Promise.all([this.api, ...Object.values(this.remotes), this.shell].map((server) => server.start()));
  }

  async stop(): Promise<void> {
    await Promise.all([this.api, ...Object.values(this.remotes), this.shell].map((server) => server.stop()));
    await this.mailbox.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
