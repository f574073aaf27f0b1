// What the stylesheet rules read (font-weights.test.cjs, font-families.test.cjs): every stylesheet of
// every app, and each value one property is given in them.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const ROOT = path.resolve(__dirname, '../..');

/** Every stylesheet under `dir`, relative to the repository root. */
function stylesheetsUnder(dir) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath ?? entry.path, entry.name)));
}

/** The stylesheets of the apps the root scripts build and serve (scripts/lib.mjs), and of the shared package they all draw with. */
async function appStylesheets() {
  const { APPS } = await import(pathToFileURL(path.join(ROOT, 'scripts/lib.mjs')).href);
  return [...APPS.map((app) => app.dir), 'shared'].flatMap((dir) => stylesheetsUnder(`${dir}/src`));
}

/** Each `property: value;` of `file` (one per line, as the stylesheets are written): `{ where: 'file:line', value }`. */
function declarations(file, property) {
  const pattern = new RegExp(`${property}:\\s*([^;]+);`);
  return readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const value = pattern.exec(line)?.[1].trim();
      return value === undefined ? [] : [{ where: `${file}:${index + 1}`, value }];
    });
}

module.exports = { ROOT, appStylesheets, declarations };
