// `npm start`: installs what is missing, builds what is missing, then serves the whole site:
// the API (embedded database) on 8000, the four remotes on 3001–3004 and the shell on 3000.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildApps } from './build.mjs';
import { APPS, ensureInstalled, ROOT } from './lib.mjs';

const children = [];

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

if (existsSync(path.join(ROOT, 'api', 'package.json'))) {
  const api = path.join(ROOT, 'api');
  serve('api', path.join(api, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], api);
}
for (const app of APPS) {
  const cwd = path.join(ROOT, app.dir);
  serve(app.dir, path.join(cwd, 'node_modules', '.bin', 'tsx'), ['server.ts'], cwd);
}
console.log('Ilm Cloud is starting: open http://localhost:3000 (Ctrl+C stops every server).');
