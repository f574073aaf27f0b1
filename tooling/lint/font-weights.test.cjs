// The site's text is drawn in two weights, 400 and 700 (docs/decisions/0007-first-visit-performance.md,
// lever 26): the Arabic face ships those two files, and each further weight a page draws is one more
// font lookup per size in the layout of its first frame.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const ROOT = path.resolve(__dirname, '../..');
const WEIGHTS = new Set(['400', '700', 'inherit', 'normal', 'bold']);

/** Every stylesheet under `dir`, relative to the repository root. */
function stylesheets(dir) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath ?? entry.path, entry.name)));
}

/** `file:line weight` for each `font-weight` of `file` that is not one of the two. */
function otherWeights(file) {
  return readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const weight = /font-weight:\s*([^;]+);/.exec(line)?.[1].trim();
      return weight === undefined || WEIGHTS.has(weight) ? [] : [`${file}:${index + 1} ${weight}`];
    });
}

describe("the site's font weights", () => {
  let files;
  beforeAll(async () => {
    // The apps the root scripts build and serve (scripts/lib.mjs), and the shared package they all draw with.
    const { APPS } = await import(pathToFileURL(path.join(ROOT, 'scripts/lib.mjs')).href);
    files = [...APPS.map((app) => app.dir), 'shared'].flatMap((dir) => stylesheets(`${dir}/src`));
  });

  it('finds the stylesheets it checks', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('draws text in 400 or 700 only, in every stylesheet of every app', () => {
    expect(files.flatMap(otherWeights)).toEqual([]);
  });
});
