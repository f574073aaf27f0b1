// Builds every app for production (`npm run build`), or only the missing ones (`--missing`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, ensureInstalled, isBuilt, pnpm, ROOT } from './lib.mjs';

export async function buildApps({ onlyMissing = false } = {}) {
  for (const app of APPS) {
    if (onlyMissing && isBuilt(app.dir)) continue;
    console.log(`Building ${app.dir}…`);
    await pnpm(['--filter', `@ilm/${app.dir}`, 'build']);
  }
  if (existsSync(path.join(ROOT, 'api', 'package.json'))) await pnpm(['--filter', '@ilm/api', 'build']);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureInstalled();
  await buildApps({ onlyMissing: process.argv.includes('--missing') });
}
