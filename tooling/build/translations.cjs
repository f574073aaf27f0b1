// Compares the keys of a translation file with its English one, plural-aware:
//   node tooling/build/compare-keys.mjs mfe-auth/src/i18n/auth.en.ts mfe-auth/src/i18n/auth.ar.ts ar
// A key `x_one`/`x_other` in English means `x` is plural: Arabic needs x_zero, x_one, x_two, x_few,
// x_many, x_other; Urdu x_one, x_other. Placeholders ({{name}}) and tags (<0>, <terms>) must match.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { require: tsxRequire } = require('tsx/cjs/api');
const PLURALS = { en: ['one', 'other'], ar: ['zero', 'one', 'two', 'few', 'many', 'other'], ur: ['one', 'other'] };

function strings(file) {
  const module = tsxRequire(path.resolve(file), import.meta.url);
  return Object.values(module).find((value) => value && typeof value === 'object');
}

function flatten(node, prefix = '', out = {}) {
  for (const [key, value] of Object.entries(node)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, full, out);
    else out[full] = String(value);
  }
  return out;
}

/** English keys as the target language must have them (plural suffixes expanded). */
function expectedKeys(en, language) {
  const keys = new Map();
  for (const [key, text] of Object.entries(en)) {
    const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
    if (plural) for (const form of PLURALS[language]) keys.set(`${plural[1]}_${form}`, text);
    else keys.set(key, text);
  }
  return keys;
}

const tokens = (text) => [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?[\w]+\s*\/?>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

export function compare(enFile, file, language) {
  const en = flatten(strings(enFile));
  const other = flatten(strings(file));
  const expected = expectedKeys(en, language);
  const problems = [];
  for (const [key, english] of expected) {
    if (!(key in other)) problems.push(`missing ${key}`);
    else if (!/_(zero|two|few|many)$/.test(key) && JSON.stringify(tokens(english).filter((t) => t !== '{{count}}')) !== JSON.stringify(tokens(other[key]).filter((t) => t !== '{{count}}')))
      problems.push(`placeholders differ in ${key}: ${tokens(english)} vs ${tokens(other[key])}`);
  }
  for (const key of Object.keys(other)) if (!expected.has(key)) problems.push(`extra ${key}`);
  return problems;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [enFile, file, language] = process.argv.slice(2);
  const problems = compare(enFile, file, language);
  for (const problem of problems) console.log(problem);
  console.log(`${problems.length} problem(s)`);
  process.exit(problems.length ? 1 : 0);
}
