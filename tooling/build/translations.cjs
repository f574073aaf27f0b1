// @ts-check
/**
 * Completeness of the site's strings (docs/rules/languages.md#completeness): every namespace's
 * `<ns>.en.ts` has an `<ns>.ar.ts` and an `<ns>.ur.ts` with the same keys, plural-aware (an
 * English `x_one`/`x_other` is Arabic's six forms x_zero … x_other and Urdu's two), and the same
 * placeholders (`{{name}}`) and Trans tags (`<0>`, `<terms>`); and every English key is used by
 * the code (see {@link unusedKeys}).
 *
 *   node tooling/build/translations.cjs            a line per problem, exit 1 when there is one
 *   node tooling/build/translations.cjs --json     the report as JSON (what the Jest test reads)
 */
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..');
const PLURALS = { en: ['one', 'other'], ar: ['zero', 'one', 'two', 'few', 'many', 'other'], ur: ['one', 'other'] };
const LANGUAGES = ['ar', 'ur'];
const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;

/** The strings object a `<ns>.<lang>.ts` file exports. */
function strings(file) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const module = tsxRequire(file, __filename);
  return Object.values(module).find((value) => value && typeof value === 'object') ?? {};
}

/** `{ 'a.b': 'text' }` from a nested object. */
function flatten(node, prefix = '', out = /** @type {Record<string, string>} */ ({})) {
  for (const [key, value] of Object.entries(node)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, full, out);
    else out[full] = String(value);
  }
  return out;
}

const tokens = (text) => [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+\s*\/?>/g)].map((match) => match[0].replace(/\s/g, '')).sort();

/** The problems of one translation against its English file. */
function compare(english, translated, language) {
  const problems = [];
  const expected = new Map();
  for (const [key, text] of Object.entries(english)) {
    const plural = PLURAL_KEY.exec(key);
    if (plural) for (const form of PLURALS[language]) expected.set(`${plural[1]}_${form}`, text);
    else expected.set(key, text);
  }
  for (const [key, text] of expected) {
    if (!(key in translated)) {
      problems.push(`missing ${key}`);
      continue;
    }
    if (!translated[key].trim()) problems.push(`empty ${key}`);
    // Arabic's zero, one and two forms may say the number in words; the others keep every placeholder.
    const wordsMayReplaceCount = /_(zero|one|two)$/.test(key);
    const wanted = tokens(text).filter((token) => !(wordsMayReplaceCount && token === '{{count}}'));
    const found = tokens(translated[key]).filter((token) => !(wordsMayReplaceCount && token === '{{count}}'));
    if (JSON.stringify(wanted) !== JSON.stringify(found)) problems.push(`placeholders of ${key}: ${wanted.join(' ')} ≠ ${found.join(' ')}`);
  }
  for (const key of Object.keys(translated)) if (!expected.has(key)) problems.push(`extra ${key}`);
  return problems;
}

/** The apps whose strings are checked: shared (the `common` namespace every app uses), the shell and the remotes. */
function appDirs(root) {
  return ['shared', 'shell', ...readdirSync(root).filter((name) => name.startsWith('mfe-'))].filter((dir) => existsSync(path.join(root, dir, 'src')));
}

/** The files under `dir` whose name passes `keep`, outside node_modules and build output. */
function filesUnder(dir, keep) {
  const found = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (keep(entry.name)) found.push(full);
    }
  };
  walk(dir);
  return found;
}

/** Every `<ns>.en.ts` of the apps and shared. */
function englishFiles(root = WORKSPACE_ROOT) {
  return appDirs(root)
    .flatMap((dir) => filesUnder(path.join(root, dir, 'src'), (name) => name.endsWith('.en.ts')))
    .sort();
}

const STRINGS_FILE = /\.(en|ar|ur)\.ts$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;
const QUOTED = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g;
const TEMPLATE = /`([^`]*)`/g;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the code of `files` can name as a key: every quoted string (a `ns:` prefix dropped) and,
 * for each template literal with a placeholder, a pattern (`footer.${column.key}` →
 * /^footer\.[\w.-]+$/), so keys chosen at run time from a known family count as used.
 */
function keyReferences(files) {
  const literals = new Set();
  const patterns = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(QUOTED)) {
      const value = match[1] ?? match[2] ?? '';
      literals.add(value);
      literals.add(value.replace(/^[\w-]+:/, ''));
    }
    for (const match of source.matchAll(TEMPLATE)) {
      const parts = match[1].split(/\$\{[^}]*\}/);
      if (parts.length < 2 || parts.every((part) => !/[\w]/.test(part))) continue;
      patterns.push(new RegExp(`^(?:[\\w-]+:)?${parts.map((part) => escapeRegExp(part)).join('[\\w.-]+')}$`));
    }
  }
  return { literals, patterns };
}

/**
 * The keys of an English strings file that no code of its app names (shared's `common`: no code
 * of any app). A plural family counts as used when its base key is named (`t('labs', { count })`).
 */
function unusedKeys(enFile, root = WORKSPACE_ROOT) {
  const app = path.relative(root, enFile).split(path.sep)[0];
  // Shared components build keys from their props (`<PageIntro page="about" />` reads `about.title`).
  const scope = app === 'shared' ? appDirs(root) : [app, 'shared'];
  const sources = scope.flatMap((dir) =>
    filesUnder(path.join(root, dir, 'src'), (name) => /\.(ts|tsx)$/.test(name) && !STRINGS_FILE.test(name) && !TEST_FILE.test(name)),
  );
  return unusedOf(Object.keys(flatten(strings(enFile))), keyReferences(sources));
}

/** The keys none of `references` names; a plural family counts as used when its base key is named. */
function unusedOf(keys, { literals, patterns }) {
  return keys.filter((key) => {
    const base = PLURAL_KEY.exec(key)?.[1];
    return ![key, base].some((name) => name && (literals.has(name) || patterns.some((pattern) => pattern.test(name))));
  });
}

/** For each English file and language: the problems found (an empty list when complete). */
function report(root = WORKSPACE_ROOT) {
  return englishFiles(root).flatMap((enFile) => {
    const english = flatten(strings(enFile));
    const unused = unusedKeys(enFile, root).map((key) => `unused ${key}`);
    return [{ file: path.relative(root, enFile), language: 'en', keys: Object.keys(english).length, problems: unused }].concat(
      LANGUAGES.map((language) => {
        const file = enFile.replace(/\.en\.ts$/, `.${language}.ts`);
        const relative = path.relative(root, file);
        if (!existsSync(file)) return { file: relative, language, keys: 0, problems: ['the file does not exist'] };
        const translated = flatten(strings(file));
        return { file: relative, language, keys: Object.keys(translated).length, problems: compare(english, translated, language) };
      }),
    );
  });
}

module.exports = { compare, flatten, report, englishFiles, keyReferences, unusedKeys, unusedOf };

if (require.main === module) {
  const result = report();
  if (process.argv.includes('--json')) {
    process.stdout.write(JSON.stringify(result));
  } else {
    for (const entry of result) for (const problem of entry.problems) console.log(`${entry.file}: ${problem}`);
    const count = result.reduce((sum, entry) => sum + entry.problems.length, 0);
    console.log(`${count} problem(s) in ${result.length} translation file(s)`);
    process.exitCode = count ? 1 : 0;
  }
}
