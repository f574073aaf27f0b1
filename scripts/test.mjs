// `npm test`: every unit, component and API test (Jest, all packages in one run), then the
// browser journeys when Chromium is installed. The API suite runs on embedded PGlite, or on
// PostgreSQL instead when TEST_DATABASE_URL names one (CI): the same tests once, on the production
// engine, while every journey's API runs on PGlite. Ends with one line for the whole run:
// `N passed, N failed`. With the Jest run, the docs' checks: their generated tables match their
// sources (scripts/docs-tables.mjs) and their links lead somewhere (scripts/docs-links.mjs).
//   --unit   only the Jest run and the docs' checks     --e2e   only the browser journeys
//   --docs   only the docs' checks
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, pnpm, ROOT, run } from './lib.mjs';

const only = process.argv.includes('--docs') ? 'docs' : process.argv.includes('--unit') ? 'unit' : process.argv.includes('--e2e') ? 'e2e' : 'all';
const reports = path.join(ROOT, '.reports');
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0 };
let failedRun = false;

/** Runs one phase; a phase that fails without reporting counts as one failure. */
async function phase(name, body) {
  try {
    await body();
  } catch (error) {
    failedRun = true;
    console.error(`${name}: ${error.message}`);
  }
}

function countJest(file) {
  if (!existsSync(file)) return false;
  const result = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  return true;
}

await ensureInstalled();

// PGlite (the API's embedded database) loads its WebAssembly runtime with a dynamic import(),
// which Jest's sandbox allows only with Node's VM modules.
const jestEnv = {
  ...process.env,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim(),
};

const apiOnPostgres = Boolean(process.env.TEST_DATABASE_URL) && existsSync(path.join(ROOT, 'api', 'jest.config.js'));

// The docs' checks: each file a table is generated into, and each doc whose links are read, counts as a test.
if (only !== 'e2e') {
  for (const [name, script] of [
    ['docs tables', 'docs-tables.mjs'],
    ['docs links', 'docs-links.mjs'],
  ]) {
    const file = path.join(reports, `${script.replace('.mjs', '')}.json`);
    rmSync(file, { force: true });
    await phase(name, async () => {
      try {
        await run('node', [path.join(ROOT, 'scripts', script), ...(script === 'docs-tables.mjs' ? ['--check'] : []), '--report', file]);
      } finally {
        if (!countJest(file)) totals.failed += 1;
      }
    });
  }
}

if (only !== 'e2e' && only !== 'docs') {
  const file = path.join(reports, 'jest.json');
  await phase('unit', async () => {
    try {
      const api = apiOnPostgres ? ['--ignoreProjects', 'api'] : [];
      await run(path.join(ROOT, 'node_modules', '.bin', 'jest'), ['--maxWorkers=2', ...api, '--json', `--outputFile=${file}`], { env: jestEnv });
    } finally {
      if (!countJest(file)) totals.failed += 1;
    }
  });
}

// The API suite on PostgreSQL (CI sets TEST_DATABASE_URL after starting a server).
if (only !== 'e2e' && only !== 'docs' && apiOnPostgres) {
  const file = path.join(reports, 'jest-postgres.json');
  await phase('api on PostgreSQL', async () => {
    const env = { ...jestEnv, DATABASE_URL: process.env.TEST_DATABASE_URL };
    try {
      await run(path.join(ROOT, 'node_modules', '.bin', 'jest'), ['--selectProjects', 'api', '--maxWorkers=2', '--json', `--outputFile=${file}`], { env });
    } finally {
      if (!countJest(file)) totals.failed += 1;
    }
  });
}

if (only !== 'unit' && only !== 'docs') {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log(`Browser journeys skipped: no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`);
    if (only === 'e2e') failedRun = true;
  } else if (existsSync(path.join(ROOT, 'e2e', 'journeys'))) {
    await phase('e2e', async () => {
      await run('node', [path.join(ROOT, 'scripts', 'build.mjs'), '--missing']);
      const file = path.join(reports, 'e2e.json');
      try {
        await pnpm(['--filter', '@ilm/e2e', 'test']);
      } finally {
        if (!countJest(file)) totals.failed += 1;
      }
    });
  }
}

console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedRun || totals.failed > 0 ? 1 : 0);
