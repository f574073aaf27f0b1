// Strings benchmark: how many keys each app translates, and what a language's strings add to a
// page (the app's lazy Arabic or Urdu chunk, raw and gzip-compressed). English is bundled with each
// app's code. Build first (`npm run build`), then:   node scripts/bench-strings.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib.mjs';

const report = JSON.parse(
  execFileSync(process.execPath, [path.join(ROOT, 'tooling', 'build', 'translations.cjs'), '--json'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }),
);

/**
 * The built chunk of a strings file: by name where the app names its chunks
 * (`src_i18n_auth_ar_ts.<hash>.js`), else the smallest chunk holding its first Arabic-script
 * string (the shell numbers its chunks). shared's strings are built into every app; the shell's
 * copy is the one a page loads.
 */
function chunkOf(file) {
  const [app, ...rest] = file.split('/');
  const dist = path.join(ROOT, app === 'shared' ? 'shell' : app, 'dist');
  if (!existsSync(dist)) return undefined;
  const chunks = readdirSync(dist).filter((entry) => entry.endsWith('.js'));
  const name = (app === 'shared' ? ['shared', ...rest] : rest).join('_').replace(/[./-]/g, '_');
  const named = chunks.find((entry) => entry.startsWith(`${name}.`));
  if (named) return path.join(dist, named);
  const sample = /'([^'\n]*[\u0600-\u06FF][^'\n]*)'/.exec(readFileSync(path.join(ROOT, file), 'utf8'))?.[1];
  if (!sample) return undefined;
  return chunks
    .map((entry) => path.join(dist, entry))
    .filter((chunk) => readFileSync(chunk, 'utf8').includes(sample))
    .sort((a, b) => readFileSync(a).length - readFileSync(b).length)[0];
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows = [];
for (const entry of report) {
  const chunk = entry.language === 'en' ? undefined : chunkOf(entry.file);
  const bytes = chunk ? readFileSync(chunk) : undefined;
  rows.push({
    file: entry.file,
    language: entry.language,
    keys: entry.keys,
    raw: bytes ? bytes.length : null,
    gzip: bytes ? gzipSync(bytes).length : null,
  });
}

console.log('strings file'.padEnd(42), 'lang', 'keys'.padStart(5), 'chunk raw'.padStart(11), 'gzip'.padStart(10));
for (const row of rows) {
  const size = row.raw === null ? (row.language === 'en' ? 'bundled' : 'not built') : kib(row.raw);
  console.log(
    row.file.padEnd(42),
    row.language.padEnd(4),
    String(row.keys).padStart(5),
    size.padStart(11),
    (row.gzip === null ? '' : kib(row.gzip)).padStart(10),
  );
}
const totals = {};
for (const row of rows) totals[row.language] = (totals[row.language] ?? 0) + row.keys;
console.log(
  `\nkeys: ${Object.entries(totals)
    .map(([language, keys]) => `${language} ${keys}`)
    .join(', ')} (Arabic counts its six plural forms)`,
);

// The script fonts a right-to-left page fetches (shell/src/app/fonts.ts), already compressed (woff2).
const assets = path.join(ROOT, 'shell', 'dist', 'assets');
if (existsSync(assets)) {
  console.log('\nfonts (woff2, fetched only while their language is shown):');
  for (const font of readdirSync(assets)
    .filter((entry) => entry.endsWith('.woff2'))
    .sort()) {
    console.log(`  ${font.replace(/\.[0-9a-f]+\.woff2$/, '')}`.padEnd(50), kib(readFileSync(path.join(assets, font)).length).padStart(10));
  }
}
