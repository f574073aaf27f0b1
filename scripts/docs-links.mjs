// Every relative link and anchor in the docs leads somewhere: README.md, each package's README.md and
// docs/ (every .md file there). A link to a file or folder must name one that exists; `#anchor` (in the same file or
// another Markdown file) must name a heading there by GitHub's slug of its text, or an HTML `id`/`name`
// (`## Roles <a id="roles"></a>`: GitHub reads no `{#roles}` after a heading, it shows it and slugs
// it with the text, so such an id is no anchor here either). External links (http:, https:,
// mailto:…) are not followed: no network here. Code (fenced blocks, `spans`) is not read for links.
//   node scripts/docs-links.mjs              name each broken link, exit 1 when there is one
//   --report <file>                          also write a Jest-style summary (scripts/test.mjs counts it)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const reportFile = argv.includes('--report') ? argv[argv.indexOf('--report') + 1] : undefined;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.reports', '.data', 'coverage']);

/** The docs to check, relative to the root: README.md, each folder's README.md (two levels down at most) and every Markdown file under docs/. */
function docFiles() {
  const files = [];
  const walk = (dir, depth, accept) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name)) continue;
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory() && depth > 0) walk(relative, depth - 1, accept);
      else if (entry.isFile() && accept(relative)) files.push(relative);
    }
  };
  walk('.', 2, (file) => path.basename(file) === 'README.md');
  if (existsSync(path.join(ROOT, 'docs'))) walk('docs', Infinity, (file) => file.endsWith('.md'));
  return [...new Set(files.map((file) => path.posix.normalize(file)))].sort();
}

/** The text without its code: fenced blocks and inline spans become blanks (line numbers kept). */
function withoutCode(text) {
  const lines = text.split('\n');
  let fence = null;
  return lines
    .map((line) => {
      const opener = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (opener && opener[1][0] === fence[0] && opener[1].length >= fence.length) fence = null;
        return '';
      }
      if (opener) {
        fence = opener[1];
        return '';
      }
      return line.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
    })
    .join('\n');
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces as hyphens. */
function githubSlug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*`]/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

const anchorsCache = new Map();
/** Every anchor a Markdown file offers. */
function anchorsOf(file) {
  if (anchorsCache.has(file)) return anchorsCache.get(file);
  const anchors = new Set();
  const seen = new Map();
  const text = withoutCode(readFileSync(file, 'utf8'));
  for (const line of text.split('\n')) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = githubSlug(heading[1]);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count ? `${slug}-${count}` : slug);
    }
    for (const match of line.matchAll(/<[a-z]+[^>]*\s(?:id|name)="([^"]+)"/gi)) anchors.add(match[1]);
  }
  anchorsCache.set(file, anchors);
  return anchors;
}

/** The links of a Markdown text: `[text](target)`, `![alt](target)`, `[label]: target` and `href="target"`, with their line. */
function linksOf(text) {
  const links = [];
  text.split('\n').forEach((line, index) => {
    const found = [
      ...[...line.matchAll(/!?\[(?:[^\]]|\][^(])*?\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g)].map((match) => match[1]),
      ...[...line.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((match) => match[1]),
      ...[...line.matchAll(/\shref="([^"]+)"/g)].map((match) => match[1]),
    ];
    for (const target of found) links.push({ target, line: index + 1 });
  });
  return links;
}

/** Why a link from `file` is broken, or null when it leads somewhere. */
function problemOf(file, target) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return null;
  const hash = target.indexOf('#');
  const filePart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash)).split('?')[0];
  const anchor = hash < 0 ? '' : decodeURIComponent(target.slice(hash + 1));
  const absolute =
    filePart === ''
      ? path.join(ROOT, file)
      : filePart.startsWith('/')
        ? path.join(ROOT, filePart)
        : path.resolve(path.dirname(path.join(ROOT, file)), filePart);
  if (!existsSync(absolute)) return `${filePart} does not exist`;
  if (!anchor || !absolute.endsWith('.md') || statSync(absolute).isDirectory()) return null;
  if (anchorsOf(absolute).has(anchor) || anchorsOf(absolute).has(anchor.toLowerCase())) return null;
  const written = readFileSync(absolute, 'utf8').includes(`{#${anchor}}`);
  return `${path.relative(ROOT, absolute)} has no heading #${anchor}${written ? ` (GitHub reads no {#${anchor}}: write <a id="${anchor}"></a> in the heading)` : ''}`;
}

const files = docFiles();
const broken = [];
for (const file of files) {
  const text = withoutCode(readFileSync(path.join(ROOT, file), 'utf8'));
  for (const { target, line } of linksOf(text)) {
    const problem = problemOf(file, target);
    if (problem) broken.push({ file, line, target, problem });
  }
}
for (const { file, line, target, problem } of broken) console.error(`✗ ${file}:${line} (${target}): ${problem}`);
const failedFiles = new Set(broken.map((link) => link.file)).size;
console.log(`${files.length} docs, ${broken.length} broken link${broken.length === 1 ? '' : 's'}`);
if (reportFile)
  writeFileSync(reportFile, JSON.stringify({ numPassedTests: files.length - failedFiles, numFailedTests: failedFiles, numRuntimeErrorTestSuites: 0 }));
process.exit(broken.length ? 1 : 0);
