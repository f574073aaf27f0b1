import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_DATABASE_TEMPLATE_ENV } from './stack';

/**
 * Once per run: the API's embedded database created, migrated and seeded (`pnpm seed`) in a folder
 * each journey's stack copies, rather than every stack creating its own (PGlite's first start
 * alone takes seconds). The API still migrates and seeds it when it starts, as on any start.
 */
export default function globalSetup(): void {
  const template = mkdtempSync(path.join(tmpdir(), 'ilm-e2e-api-template-'));
  const api = path.resolve(__dirname, '..', '..', 'api');
  execFileSync(path.join(api, 'node_modules', '.bin', 'tsx'), ['src/seed/seed-command.ts'], {
    cwd: api,
    env: { ...process.env, API_DATA_DIR: template, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  process.env[API_DATABASE_TEMPLATE_ENV] = template;
}
