// Helpers of the root scripts: find pnpm, install, run commands. Only Node 20 and npm are assumed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The pnpm version the lockfile is written with. */
export const PNPM_VERSION = '12.21.0';

/**
 * The site's remotes in composition order, each with its folder and local port: `remotes.json`, the
 * one list the shell's defaults, the dev servers and the journeys read too.
 */
export const REMOTES = Object.entries(JSON.parse(readFileSync(path.join(ROOT, 'remotes.json'), 'utf8'))).map(([name, { dir, port }]) => ({ name, dir, port }));

/** The apps that are built with webpack and served, in start order, with their ports: the remotes, then the shell. */
export const APPS = [...REMOTES.map(({ dir, port }) => ({ dir, port })), { dir: 'shell', port: 3000 }];

/** How to call pnpm here: the installed one, else through npx (a machine with only Node and npm). */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (probe.status === 0 && probe.stdout.trim().split('.')[0] === PNPM_VERSION.split('.')[0]) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Runs a command to its end, inheriting the terminal; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))));
  });
}

/** Runs pnpm with `args`. */
export function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

/** Installs the workspace's dependencies when they are missing (a fresh clone). */
export async function ensureInstalled() {
  if (existsSync(path.join(ROOT, 'node_modules', '.modules.yaml'))) return;
  console.log('Installing dependencies (first run)…');
  await pnpm(['install', '--frozen-lockfile']);
}

/** Whether an app has a production build. */
export function isBuilt(dir) {
  return existsSync(path.join(ROOT, dir, 'dist', 'index.html'));
}
