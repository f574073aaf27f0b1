import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { loadLabs } from '../src/modules/labs/content/load-labs';

/**
 * `pnpm --filter @ilm/api bench:labs`: the hands-on labs on this machine, through the API as a
 * browser uses it (docs/decisions/0004-lab-drivers.md):
 * - launch to a usable prompt: POST launch → running → terminal ticket → socket → the shell's prompt
 *   (median and p95 of LABS_BENCH_LAUNCHES sequential launches);
 * - memory of an idle instance (its cgroup, with its shell open);
 * - concurrent instances with an active terminal: keystrokes every 250 ms on each, echo latency p95,
 *   raising the count until the p95 passes 100 ms (or LABS_BENCH_MAX).
 */
const LAUNCHES = Number(process.env.LABS_BENCH_LAUNCHES ?? 20);
const MAX = Number(process.env.LABS_BENCH_MAX ?? 60);
const STEPS = [5, 10, 20, 30, 40, 50, 60, 80, 100].filter((n) => n <= MAX);
const ORIGIN = 'http://bench.local';
const API_DIR = path.resolve(__dirname, '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

async function startApi(): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ilm-labs-bench-'));
  // The sandboxes' own uids pass through it to their files (api/src/modules/labs/sandbox).
  chmodSync(dataDir, 0o711);
  const child = spawn(path.join(API_DIR, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      API_DATA_DIR: dataDir,
      CORS_ORIGINS: ORIGIN,
      LOG_LEVEL: 'warn',
      LAB_MAX_INSTANCES: String(MAX + 5),
      LAB_MAX_PER_LEARNER: String(MAX + 5),
      LAB_UID_BASE: '250000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 400; i += 1) {
    if (
      await fetch(`${base}health/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { base, child, dataDir };
    await sleep(100);
  }
  throw new Error('the API did not start');
}

async function main() {
  const slug = process.env.LABS_BENCH_LAB ?? loadLabs().find((lab) => lab.environment === 'sandbox')?.slug;
  if (!slug) throw new Error('no sandbox lab in api/labs');
  const { base, child, dataDir } = await startApi();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read field by field below
  const json = async (method: string, url: string, token?: string, body?: object): Promise<any> => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  try {
    const session = await json('POST', 'accounts/signup/', undefined, {
      first_name: 'Bench',
      last_name: 'Learner',
      email: `bench-${Date.now()}@example.com`,
      password: 'correct-horse-42',
      telephone: '+923001234567',
      country: 'PK',
    });
    const token = session.access_token as string;
    // The sign-up bonus waits for the e-mail's confirmation: the bench buys its tokens with the sandbox card.
    const { token_cost: cost } = await json('GET', `catalog/labs/${slug}/`);
    const card = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };
    while ((await json('GET', 'tokens/balance/', token)).balance < (LAUNCHES + MAX) * cost) {
      const order = await json('POST', 'payments/orders/', token, { item_type: 'token_pack', item_slug: 'tokens-150' });
      await json('POST', `payments/orders/${order.id}/pay/`, token, { card });
    }

    /** Launches and opens the terminal: the instance, its socket, and the milliseconds to the prompt. */
    const launchToPrompt = async () => {
      const started = performance.now();
      const instance = await json('POST', 'labs/instances/', token, { lab_slug: slug });
      for (;;) {
        const current = await json('GET', `labs/instances/${instance.id}/`, token);
        if (current.status === 'running') break;
        if (current.status !== 'provisioning') throw new Error(`instance ${current.status}: ${current.failure_reason}`);
        await sleep(20);
      }
      const ticket = await json('POST', `labs/instances/${instance.id}/terminal/`, token);
      const socket = new WebSocket(`${base.replace('http', 'ws')}${ticket.path}?ticket=${ticket.ticket}`, { headers: { origin: ORIGIN } });
      let screen = '';
      const listeners = new Set<() => void>();
      socket.on('message', (raw) => {
        const frame = JSON.parse(String(raw)) as { type: string; data?: string };
        if (frame.type === 'output') screen += frame.data;
        for (const listener of listeners) listener();
      });
      await new Promise<void>((resolve) => {
        const check = () => {
          if (/\$ $/.test(screen)) {
            listeners.delete(check);
            resolve();
          }
        };
        listeners.add(check);
      });
      return { id: instance.id as string, socket, listeners, ms: performance.now() - started };
    };

    const prompts: number[] = [];
    for (let i = 0; i < LAUNCHES; i += 1) {
      const { id, socket, ms } = await launchToPrompt();
      prompts.push(ms);
      socket.close();
      await json('POST', `labs/instances/${id}/stop/`, token);
    }
    console.log(
      `launch → usable prompt (${LAUNCHES} launches, lab ${slug}): median ${quantile(prompts, 0.5).toFixed(0)} ms, p95 ${quantile(prompts, 0.95).toFixed(0)} ms`,
    );

    const open: Awaited<ReturnType<typeof launchToPrompt>>[] = [];
    const memory = (id: string) => {
      for (const file of [`/sys/fs/cgroup/memory/ilm-labs/${id}/memory.usage_in_bytes`, `/sys/fs/cgroup/ilm-labs/${id}/memory.current`]) {
        if (existsSync(file)) return Number(readFileSync(file, 'utf8'));
      }
      return NaN;
    };
    for (const target of STEPS) {
      while (open.length < target) open.push(await launchToPrompt());
      await sleep(1_000);
      const idle = open.map((instance) => memory(instance.id)).filter(Number.isFinite);
      const latencies: number[] = [];
      const until = performance.now() + 10_000;
      await Promise.all(
        open.map(async (instance, index) => {
          await sleep((index * 250) / open.length); // spread the keystrokes
          while (performance.now() < until) {
            const sent = performance.now();
            await new Promise<void>((resolve) => {
              const echoed = () => {
                instance.listeners.delete(echoed);
                latencies.push(performance.now() - sent);
                resolve();
              };
              instance.listeners.add(echoed);
              instance.socket.send(JSON.stringify({ type: 'input', data: 'x' }));
            });
            await sleep(250);
          }
        }),
      );
      const p95 = quantile(latencies, 0.95);
      console.log(
        `${target} instances with an active terminal: keystroke echo p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${latencies.length} keystrokes); idle memory per instance median ${(quantile(idle, 0.5) / 2 ** 20).toFixed(1)} MiB`,
      );
      if (p95 > 100) break;
    }
    for (const instance of open) {
      instance.socket.close();
      await json('POST', `labs/instances/${instance.id}/stop/`, token);
    }
  } finally {
    child.kill('SIGTERM');
    await sleep(1_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
