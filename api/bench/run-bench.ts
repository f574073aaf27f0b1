import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';

/**
 * `pnpm bench`: req/s and p99 of a trivial route (the ceiling), get-user, refresh and the lab list,
 * on embedded PGlite and — when DATABASE_URL is set — on PostgreSQL. The API runs in its own process
 * on 127.0.0.1; each route gets a bounded run (BENCH_SECONDS, BENCH_CONNECTIONS).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const API_DIR = path.resolve(__dirname, '..');

interface Row {
  database: string;
  route: string;
  rps: number;
  p99: number;
  errors: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startApi(databaseUrl: string | undefined): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ilm-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    API_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    LAB_SWEEP_INTERVAL_MS: '0',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(path.join(API_DIR, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error('the API exited during start-up');
    try {
      if ((await fetch(`${base}/health/`)).ok) return { base, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not start within 60 s');
}

async function post(base: string, url: string, body: unknown) {
  const response = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

function run(options: Options): Promise<Result> {
  return autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
}

async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<Row[]> {
  const { base, child, dataDir } = await startApi(databaseUrl);
  try {
    const account = {
      first_name: 'Bench',
      last_name: 'User',
      email: `bench.${Date.now()}@example.com`,
      password: 'bench password 1',
      telephone: '+14155550100',
      country: 'US',
    };
    const { access_token } = await post(base, '/accounts/signup/', account);
    // Refresh tokens are one-time: keep a pool with one live token per connection and put each new one back.
    // A run that ends cuts requests in flight, whose tokens are spent: refill the pool before each run.
    const pool: string[] = [];
    const refillPool = async () => {
      pool.length = 0;
      for (let i = 0; i < CONNECTIONS; i += 1)
        pool.push((await post(base, '/accounts/login/', { email: account.email, password: account.password })).refresh_token);
    };

    const routes: [string, Options][] = [
      ['trivial GET /health/ (ceiling)', { url: `${base}/health/` }],
      ['GET accounts/get-user/', { url: `${base}/accounts/get-user/`, headers: { authorization: `Bearer ${access_token}` } }],
      [
        'POST accounts/refresh/',
        {
          url: `${base}/accounts/refresh/`,
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              setupRequest: (request) => ({ ...request, body: JSON.stringify({ refresh_token: pool.shift() }) }),
              onResponse: (status, body) => {
                if (status === 200) pool.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
              },
            },
          ],
        },
      ],
      ['GET catalog/labs/', { url: `${base}/catalog/labs/` }],
    ];
    const rows: Row[] = [];
    for (const [route, options] of routes) {
      // A short warm-up first, so the JIT and the connection pool are not part of the figure.
      if (route.includes('refresh')) await refillPool();
      await autocannon({ ...options, connections: CONNECTIONS, duration: 1 });
      if (route.includes('refresh')) await refillPool();
      const result = await run(options);
      rows.push({ database: label, route, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]): void {
  const lines = ['| database | route | req/s | p99 (ms) | vs ceiling | errors |', '|---|---|---:|---:|---:|---:|'];
  for (const row of rows) {
    const ceiling = rows.find((other) => other.database === row.database)!.rps;
    lines.push(`| ${row.database} | ${row.route} | ${Math.round(row.rps)} | ${row.p99} | ${((row.rps / ceiling) * 100).toFixed(0)}% | ${row.errors} |`);
  }
  console.log(`\n${SECONDS}s per route, ${CONNECTIONS} connections, node ${process.version}, ${os.cpus().length} CPUs\n`);
  console.log(lines.join('\n'));
}

async function main() {
  const rows = await benchDatabase('PGlite (embedded)', undefined);
  if (process.env.DATABASE_URL) rows.push(...(await benchDatabase('PostgreSQL', process.env.DATABASE_URL)));
  else console.log('DATABASE_URL is not set: PostgreSQL skipped (scripts/ci-postgres.sh starts one).');
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
