// The docs' tables that restate what the code declares, generated from it so they cannot drift:
//   - README.md: the remotes (what each is, its port, the paths it owns), from remotes.json and each
//     remote's page declarations (src/routes.ts, read as its build reads them: tooling/build/pages.cjs);
//   - each remote's README.md: its pages (name, URL, layout, access, title); a hand-written table there
//     that describes pages by name (first column headed `page…`) may name only declared pages and panels;
//   - api/README.md: every endpoint of the API's OpenAPI document (scripts/docs/api-endpoints.ts).
// Each table sits between marker comments (`<!-- pages:begin -->` … `<!-- pages:end -->`); the text
// around it is written by hand and left alone.
//   node scripts/docs-tables.mjs           rewrite the tables
//   node scripts/docs-tables.mjs --check   exit 1, naming each file, when a table differs from what would be written
//   --report <file>                        also write the result as a Jest-style summary (scripts/test.mjs counts it)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { declarationOf, ROUTES_FILE } = require(path.join(ROOT, 'tooling', 'build', 'pages.cjs'));

const argv = process.argv.slice(2);
const check = argv.includes('--check');
const reportFile = argv.includes('--report') ? argv[argv.indexOf('--report') + 1] : undefined;

/** A cell's text: one line, no bare pipe. */
const cell = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\|/g, '\\|');
/** A Markdown table with single-space cells (stable under Prettier's compact form). */
function table(header, rows) {
  const line = (cells) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}
/** A declared path as the docs write it: `/labs/{slug}`. */
const shown = (routePath) => routePath.replace(/:(\w+)/g, '{$1}');
const code = (text) => `\`${text}\``;

/** The site's remotes in composition order: remotes.json first, then any other `mfe-*` folder that declares pages. */
function siteRemotes() {
  const listFile = path.join(ROOT, 'remotes.json');
  const listed = existsSync(listFile) ? Object.entries(JSON.parse(readFileSync(listFile, 'utf8'))).filter(([, remote]) => remote) : [];
  const remotes = listed.map(([name, remote]) => ({ name, dir: remote.dir, port: remote.port }));
  const known = new Set(remotes.map((remote) => remote.dir));
  for (const dir of readdirSync(ROOT)
    .filter((entry) => entry.startsWith('mfe-'))
    .sort()) {
    if (!known.has(dir) && existsSync(path.join(ROOT, dir, ROUTES_FILE))) remotes.push({ name: dir.replace(/-/g, '_'), dir, port: undefined });
  }
  return remotes.map((remote) => ({ ...remote, declaration: declarationOf(path.join(ROOT, remote.dir)) }));
}

/** What a remote is, from its README's title (`# mfe-auth: sign-in and account recovery`), else its package's description. */
function remoteSummary(dir) {
  const readme = path.join(ROOT, dir, 'README.md');
  const title = existsSync(readme) ? /^# (.+)$/m.exec(readFileSync(readme, 'utf8'))?.[1] : undefined;
  const said = title
    ?.split(/ — |: | - /)
    .slice(1)
    .join(' — ')
    .trim();
  if (said) return said;
  return JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).description ?? '';
}

/**
 * The paths a remote owns, in declaration order, a folder written once (`/auth/**`) where the
 * remote declares three or more paths under it and no other remote declares any there.
 */
function ownedPaths(remote, remotes) {
  const paths = remote.declaration.pages.flatMap((page) => page.paths);
  const folderOf = (routePath) => routePath.split('/')[1];
  const othersFolders = new Set(
    remotes.filter((other) => other !== remote).flatMap((other) => other.declaration.pages.flatMap((page) => page.paths.map(folderOf))),
  );
  const written = [];
  const folded = new Set();
  for (const routePath of paths) {
    const folder = folderOf(routePath);
    const under = paths.filter((candidate) => candidate.startsWith(`/${folder}/`));
    if (folder && under.length >= 3 && !othersFolders.has(folder)) {
      if (routePath === `/${folder}`) written.push(code(routePath));
      if (!folded.has(folder)) {
        folded.add(folder);
        written.push(`${code(`/${folder}/**`)} (${under.length} pages)`);
      }
      continue;
    }
    written.push(code(shown(routePath)));
  }
  return [...new Set(written)].join(', ');
}

/** README.md's table of remotes. */
function remotesTable(remotes) {
  return table(
    ['remote', 'what it is', 'local port', 'owns'],
    remotes.map((remote) => [code(`${remote.dir}/`), remoteSummary(remote.dir), remote.port ?? '—', ownedPaths(remote, remotes)]),
  );
}

/** A remote README's table of its pages. */
function pagesTable(remote) {
  return table(
    ['page (name in `src/routes.ts`)', 'URL', 'layout', 'access', 'title (en)'],
    remote.declaration.pages.map((page) => [
      code(page.name),
      page.paths.map((routePath) => code(shown(routePath))).join(', '),
      page.layout,
      page.access,
      page.title?.en ?? '—',
    ]),
  );
}

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const SIGN_IN = { none: 'no', optional: 'optional', required: 'yes' };

/** api/README.md's table of endpoints, from the API's OpenAPI document. */
function endpointsTable() {
  const tsx = path.join(ROOT, 'api', 'node_modules', '.bin', 'tsx');
  const output = execFileSync(tsx, [path.join(ROOT, 'scripts', 'docs', 'api-endpoints.ts')], {
    cwd: path.join(ROOT, 'api'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const endpoints = JSON.parse(output.trim().split('\n').at(-1));
  endpoints.sort((a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
  return {
    count: endpoints.length,
    text: table(
      ['method', 'path', 'sign-in', 'query · body', 'answers', 'what it does'],
      endpoints.map((endpoint) => [
        endpoint.method,
        code(endpoint.path),
        SIGN_IN[endpoint.auth],
        [endpoint.query.length ? code(`?${endpoint.query.join('&')}`) : '', endpoint.body ? code(endpoint.body) : ''].filter(Boolean).join(' · '),
        [endpoint.statuses.join(', '), endpoint.answer ? code(endpoint.answer) : ''].filter(Boolean).join(' '),
        endpoint.description || endpoint.summary,
      ]),
    ),
  };
}

/**
 * Prettier, when the repository formats with it (a `.prettierrc.json` at the root and the package
 * installed): the generated blocks of a file it formats are written as it would write them, so
 * formatting the tree leaves them as they are. Otherwise tables keep single-space cells.
 */
async function loadPrettier() {
  if (!existsSync(path.join(ROOT, '.prettierrc.json'))) return null;
  try {
    const loaded = await import(pathToFileURL(createRequire(path.join(ROOT, 'package.json')).resolve('prettier')).href);
    return loaded.format ? loaded : loaded.default;
  } catch {
    return null;
  }
}
const prettier = await loadPrettier();

/** A generated block as Prettier would write it in `file`: as it is where Prettier leaves the file alone (.prettierignore). */
async function formatted(file, text) {
  if (!prettier) return text;
  const ignorePath = ['.gitignore', '.prettierignore'].map((name) => path.join(ROOT, name)).filter((name) => existsSync(name));
  if ((await prettier.getFileInfo(path.join(ROOT, file), { ignorePath })).ignored) return text;
  const options = (await prettier.resolveConfig(path.join(ROOT, file))) ?? {};
  return (await prettier.format(text, { ...options, filepath: path.join(ROOT, file), parser: 'markdown' })).trimEnd();
}

/** The file's text with the block between `<!-- name:begin -->` and `<!-- name:end -->` replaced, or null when it has no such markers. */
async function withBlock(file, text, name, body) {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return null;
  const note = `<!-- generated by \`node scripts/docs-tables.mjs\` from ${body.source}: edit that, not this table -->`;
  return `${text.slice(0, from)}${begin}\n${note}\n\n${await formatted(file, body.text)}\n\n${text.slice(to)}`;
}

/**
 * The page names a README's hand-written tables give (a table whose first column is headed
 * `page…`, outside the generated blocks), each with its line: every one must be declared.
 */
function describedNames(text) {
  const names = [];
  let inPageTable = false;
  let generated = false;
  text.split('\n').forEach((line, index) => {
    if (/<!-- \w+:begin -->/.test(line)) generated = true;
    if (/<!-- \w+:end -->/.test(line)) generated = false;
    if (generated || !line.startsWith('|')) {
      inPageTable = false;
      return;
    }
    const first = line.split('|')[1]?.trim() ?? '';
    if (!inPageTable) {
      inPageTable = /^page\b/i.test(first);
      return;
    }
    const name = /^`([^`]+)`$/.exec(first)?.[1];
    if (name) names.push({ name, line: index + 1 });
  });
  return names;
}

const results = [];
/** Writes (or, with --check, compares) one file's generated blocks. */
async function update(file, blocks, declared) {
  const absolute = path.join(ROOT, file);
  if (!existsSync(absolute)) {
    results.push({ file, ok: false, why: 'is missing' });
    return;
  }
  const before = readFileSync(absolute, 'utf8');
  let after = before;
  for (const [name, body] of Object.entries(blocks)) {
    const next = await withBlock(file, after, name, body);
    if (next === null) {
      results.push({ file, ok: false, why: `has no <!-- ${name}:begin --> / <!-- ${name}:end --> markers` });
      return;
    }
    after = next;
  }
  if (declared) {
    const unknown = describedNames(after).filter(({ name }) => !declared.has(name));
    if (unknown.length) {
      results.push({
        file,
        ok: false,
        why: `describes ${unknown.map(({ name, line }) => `"${name}" (line ${line})`).join(', ')}, which src/routes.ts does not declare`,
      });
      return;
    }
  }
  if (after === before) results.push({ file, ok: true });
  else if (check) results.push({ file, ok: false, why: 'differs from its sources: run `node scripts/docs-tables.mjs`' });
  else {
    writeFileSync(absolute, after);
    results.push({ file, ok: true, written: true });
  }
}

const remotes = siteRemotes();
await update('README.md', { pages: { source: "remotes.json and each remote's src/routes.ts", text: remotesTable(remotes) } });
for (const remote of remotes) {
  // A hand-written table may describe the remote's pages and panels by name; an expose is named `expose …`.
  const declared = new Set([...remote.declaration.pages, ...(remote.declaration.panels ?? [])].map((entry) => entry.name));
  await update(path.join(remote.dir, 'README.md'), { pages: { source: 'src/routes.ts', text: pagesTable(remote) } }, declared);
}
const endpoints = endpointsTable();
await update(path.join('api', 'README.md'), {
  endpoints: { source: "the API's OpenAPI document (scripts/docs/api-endpoints.ts)", text: `${endpoints.count} endpoints.\n\n${endpoints.text}` },
});

for (const result of results) {
  if (!result.ok) console.error(`✗ ${result.file} ${result.why}`);
  else console.log(`${result.written ? '✎' : '✓'} ${result.file}${result.written ? ' written' : ''}`);
}
const failed = results.filter((result) => !result.ok).length;
if (reportFile) writeFileSync(reportFile, JSON.stringify({ numPassedTests: results.length - failed, numFailedTests: failed, numRuntimeErrorTestSuites: 0 }));
process.exit(failed ? 1 : 0);
