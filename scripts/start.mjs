// `npm start`: installs what is missing, builds what is missing, then serves the whole site:
// the API (embedded database) on 8000, the remotes of remotes.json (3001 on) and the shell on 3000.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildApps } from './build.mjs';
import { APPS, ensureInstalled, ROOT } from './lib.mjs';

const children = [];

/**
 * Hands-on labs run in a bubblewrap sandbox with Debian's tools (api/labs/debian-packages.txt):
 * says which are missing and how to install them. The site runs without them; its sandbox labs then
 * say they cannot be launched.
 */
function warnAboutLabPackages() {
  const list = path.join(ROOT, 'api', 'labs', 'debian-packages.txt');
  if (!existsSync(list)) return;
  const wanted = readFileSync(list, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const probe = spawnSync('dpkg-query', ['-W', '-f=${Package} ${Status}\n', ...wanted], { encoding: 'utf8' });
  if (probe.error) {
    console.log('Hands-on labs need a Debian or Ubuntu machine with bubblewrap (see api/labs/debian-packages.txt); without it the labs cannot be launched.');
    return;
  }
  const installed = new Set(
    probe.stdout
      .split('\n')
      .filter((line) => line.endsWith('install ok installed'))
      .map((line) => line.split(' ')[0]),
  );
  const missing = wanted.filter((name) => !installed.has(name));
  if (missing.length === 0) return;
  console.log(`\nHands-on labs need these Debian packages, missing here: ${missing.join(' ')}`);
  console.log(`Install them with:  sudo apt-get install -y ${missing.join(' ')}`);
  console.log('Until then the site runs, and its labs say they cannot be launched.\n');
}

function serve(name, command, args, cwd) {
  // Each server leads a process group of its own, so stopping reaches the whole of it (tsx and
  // the node process it starts), not only the first process.
  const child = spawn(command, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  // One server stopping leaves the others up: the site degrades (that remote's fallback), it does not vanish.
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[${name}] stopped (${code ?? signal})`);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
// `npm start` runs this through a shell that does not pass on the SIGTERM npm forwards to it: when
// the process that started us goes away, we are orphaned (a new parent) and stop the servers too.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) stop();
}, 500).unref();

await ensureInstalled();
await buildApps({ onlyMissing: true });
warnAboutLabPackages();

if (existsSync(path.join(ROOT, 'api', 'package.json'))) {
  const api = path.join(ROOT, 'api');
  serve('api', path.join(api, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], api);
}
for (const app of APPS) {
  const cwd = path.join(ROOT, app.dir);
  serve(app.dir, path.join(cwd, 'node_modules', '.bin', 'tsx'), ['server.ts'], cwd);
}
console.log('Ilm Cloud is starting (Ctrl+C stops every server)…');

/**
 * Says the site is ready once the API and every app answer. A page asked for before the API is up
 * shows its lists' "could not load" state, so the address is given only then.
 */
async function announceWhenReady(timeoutMs = 180_000) {
  const apiPort = process.env.API_PORT ?? '8000';
  const addresses = [`http://127.0.0.1:${apiPort}/health/`, ...APPS.map((app) => `http://127.0.0.1:${app.port}/`)];
  const answers = async (url) => (await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => null))?.ok === true;
  const deadline = Date.now() + timeoutMs;
  let waiting = addresses;
  while (waiting.length > 0 && Date.now() < deadline && !stopping) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ok = await Promise.all(waiting.map(answers));
    waiting = waiting.filter((_url, index) => !ok[index]);
  }
  if (stopping) return;
  if (waiting.length === 0) console.log('Ilm Cloud is ready: open http://localhost:3000');
  else console.log(`Ilm Cloud: still no answer from ${waiting.join(', ')} after ${timeoutMs / 1000} s; see the lines above. The site may be missing parts.`);
}
void announceWhenReady();
