import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** Ports of the journeys' stack: apart from `npm start`'s 3000–3004/8000, so both can run. */
export const PORTS = { shell: 4100, mfe_marketing: 4101, mfe_auth: 4102, mfe_dashboard: 4103, mfe_checkout: 4104, api: 4180 } as const;

/** Remote container name -> its folder. */
export const REMOTE_DIRS = {
  mfe_marketing: 'mfe-marketing',
  mfe_auth: 'mfe-auth',
  mfe_dashboard: 'mfe-dashboard',
  mfe_checkout: 'mfe-checkout',
} as const;

export type RemoteKey = keyof typeof REMOTE_DIRS;

export const SHELL_URL = `http://localhost:${PORTS.shell}`;

/** The remotes list the shell of the journeys is started with. */
export function remotesSetting(overrides: Partial<Record<RemoteKey, string>> = {}): string {
  const remotes = Object.fromEntries(
    (Object.keys(REMOTE_DIRS) as RemoteKey[]).map((name) => [name, `http://localhost:${PORTS[name]}/mf-manifest.json`]),
  );
  return JSON.stringify({ ...remotes, ...overrides });
}

/** A server of the stack, started the way `npm start` starts it (its `serve` entry). */
export class AppServer {
  private child?: ChildProcess;
  private output = '';

  constructor(
    readonly name: string,
    private readonly dir: string,
    private readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null;
  }

  async start(extraEnv: Record<string, string> = {}): Promise<void> {
    if (this.running) return;
    const cwd = path.join(ROOT, this.dir);
    this.child = spawn(path.join(cwd, 'node_modules', '.bin', 'tsx'), ['server.ts'], {
      cwd,
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', ...this.env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (chunk) => (this.output += chunk));
    this.child.stderr?.on('data', (chunk) => (this.output += chunk));
    await waitForPort(this.port, () => this.child?.exitCode !== null ? this.output : undefined);
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

async function waitForPort(port: number, failure: () => string | undefined, timeoutMs = 30_000): Promise<void> {
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

/** The whole site on the journeys' ports: four remotes and the shell. */
export class Stack {
  readonly remotes: Record<RemoteKey, AppServer>;
  readonly shell: AppServer;

  constructor() {
    const common = { CORS_ORIGINS: SHELL_URL, API_BASE_URL: `http://localhost:${PORTS.api}/` };
    this.remotes = Object.fromEntries(
      (Object.keys(REMOTE_DIRS) as RemoteKey[]).map((name) => [name, new AppServer(name, REMOTE_DIRS[name], PORTS[name], common)]),
    ) as Record<RemoteKey, AppServer>;
    this.shell = new AppServer('shell', 'shell', PORTS.shell, { ...common, REMOTES: remotesSetting() });
  }

  async start(): Promise<void> {
    await Promise.all([...Object.values(this.remotes).map((server) => server.start()), this.shell.start()]);
  }

  async stop(): Promise<void> {
    await Promise.all([...Object.values(this.remotes), this.shell].map((server) => server.stop()));
  }
}
