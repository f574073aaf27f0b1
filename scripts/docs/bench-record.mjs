// Appends a run of the first-visit bench to docs/bench/ (docs/bench/first-visit.md): its rows to
// first-visit-lighthouse.csv and its totals to first-visit-runs.csv, dated now, with the build's commit.
//   pnpm --filter @ilm/e2e bench:performance -- --runs 3 --json /tmp/bench.json
//   node scripts/docs/bench-record.mjs /tmp/bench.json [--note "what differs"] [--command "the command, if not the default"]
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BENCH = path.join(ROOT, 'docs', 'bench');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { note: { type: 'string', default: '' }, command: { type: 'string', default: 'pnpm --filter @ilm/e2e bench:performance -- --runs 3' } },
});
if (positionals.length !== 1) {
  console.error('usage: node scripts/docs/bench-record.mjs <bench:performance --json file> [--note …] [--command …]');
  process.exit(2);
}

/** bench-performance.mjs's figure names -> the CSV's metric names, with their precision. */
const METRICS = {
  score: ['score', 2],
  'FCP ms': ['fcp_ms', 0],
  'LCP ms': ['lcp_ms', 0],
  'TBT ms': ['tbt_ms', 0],
  CLS: ['cls', 3],
  'SI ms': ['si_ms', 0],
  'JS KiB': ['js_kib_sent', 1],
  'CPU index': ['cpu_index', 0],
};
const csvCell = (value) => (/[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));
const csvLine = (cells) => `${cells.map(csvCell).join(',')}\n`;

const rows = JSON.parse(readFileSync(positionals[0], 'utf8'));
const date = `${new Date().toISOString().slice(0, 16)}Z`;
const build = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
let lines = '';
for (const row of rows) {
  for (const [figure, [metric, digits]] of Object.entries(METRICS)) {
    if (typeof row[figure] === 'number')
      lines += csvLine([date, build, row.path, row.language, metric, row[figure].toFixed(digits), values.command, values.note]);
  }
}
appendFileSync(path.join(BENCH, 'first-visit-lighthouse.csv'), lines);

const count = (test) => rows.filter(test).length;
const tbt = rows.map((row) => row['TBT ms']);
const cpu = rows.map((row) => row['CPU index']);
appendFileSync(
  path.join(BENCH, 'first-visit-runs.csv'),
  csvLine([
    date,
    build,
    '',
    count((row) => row.score >= 0.95),
    count((row) => row['TBT ms'] <= 150),
    tbt.reduce((sum, value) => sum + value, 0).toFixed(0),
    Math.max(...rows.map((row) => row['LCP ms'])).toFixed(0),
    `${Math.min(...cpu).toFixed(0)}-${Math.max(...cpu).toFixed(0)}`,
    values.command,
    values.note,
  ]),
);
console.log(`recorded ${rows.length} rows of ${build} at ${date} in docs/bench/`);
