// The site names its fonts in one place, the tokens (`--ilm-font-body`, `--ilm-font-mono` in
// shared/src/ui/tokens.css, the script faces' in shell/src/app/base.css): each family a stack names
// before the one a system has costs a font lookup in the layout of a page's first frame, so the order
// is chosen once (docs/decisions/0007-first-visit-performance.md, lever 28).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { ROOT, appStylesheets, declarations } = require('./app-stylesheets.cjs');

/** Where the stacks are written, and the script faces' `@font-face` rules, which name their family. */
const FONT_FILES = new Set([
  'shared/src/ui/tokens.css',
  'shell/src/app/base.css',
  'shell/src/app/fonts/noto-naskh-arabic.css',
  'shell/src/app/fonts/noto-nastaliq-urdu.css',
]);

/** `file:line family` for each `font-family` of `file` that is not a token or `inherit`. */
const familiesNamed = (file) =>
  declarations(file, 'font-family').flatMap(({ where, value }) =>
    /^var\(--ilm-font-[a-z]+\)$/.test(value) || value === 'inherit' ? [] : [`${where} ${value}`],
  );

describe("the site's font families", () => {
  let files;
  beforeAll(async () => {
    files = await appStylesheets();
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
