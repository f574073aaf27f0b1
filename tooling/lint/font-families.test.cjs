// The site names its fonts in one place, the tokens (`--ilm-font-body`, `--ilm-font-mono` in
// shared/src/ui/tokens.css, the script faces' in shell/src/app/base.css): each family a stack names
// before the one a system has costs a font lookup in the layout of a page's first frame, so the order
// is chosen once (docs/decisions/0007-first-visit-performance.md, lever 28).
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const ROOT = path.resolve(__dirname, '../..');
/** Where the stacks are written, and the script faces' `@font-face` rules, which name their family. */
const FONT_FILES = new Set(['shared/src/ui/tokens.css', 'shell/src/app/base.css', 'shell/src/app/fonts/noto-naskh-arabic.css', 'shell/src/app/fonts/noto-nastaliq-urdu.css']);

/** Every stylesheet under `dir`, relative to the repository root. */
function stylesheets(dir) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath ?? entry.path, entry.name)));
}

/** `file:line family` for each `font-family` of `file` that is not a token or `inherit`. */
function familiesNamed(file) {
  return readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const family = /font-family:\s*([^;]+);/.exec(line)?.[1].trim();
      return family === undefined || /^var\(--ilm-font-[a-z]+\)$/.test(family) || family === 'inherit' ? [] : [`${file}:${index + 1} ${family}`];
    });
}

describe("the site's font families", () => {
  let files;
  beforeAll(async () => {
    // The apps the root scripts build and serve (scripts/lib.mjs), and the shared package they all draw with.
    const { APPS } = await import(pathToFileURL(path.join(ROOT, 'scripts/lib.mjs')).href);
    files = [...APPS.map((app) => app.dir), 'shared'].flatMap((dir) => stylesheets(`${dir}/src`));
  });

  it('finds the stylesheets it checks, the tokens among them', () => {
    expect(files.length).toBeGreaterThan(40);
    for (const file of FONT_FILES) expect(files).toContain(file);
  });

  it('names a font only through a token, in every stylesheet of every app but the tokens and the faces', () => {
    expect(files.filter((file) => !FONT_FILES.has(file)).flatMap(familiesNamed)).toEqual([]);
  });

  it('names the code font Linux has first, so that no lookup there is spent on a family it lacks', () => {
    const tokens = readFileSync(path.join(ROOT, 'shared/src/ui/tokens.css'), 'utf8');
    expect(/--ilm-font-mono:\s*([^,;]+)/.exec(tokens)?.[1]).toBe("'DejaVu Sans Mono'");
  });
});
