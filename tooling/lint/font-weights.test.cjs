// The site's text is drawn in two weights, 400 and 700 (docs/decisions/0007-first-visit-performance.md,
// lever 26): the Arabic face ships those two files, and each further weight a page draws is one more
// font lookup per size in the layout of its first frame.
const { appStylesheets, declarations } = require('./app-stylesheets.cjs');

const WEIGHTS = new Set(['400', '700', 'inherit', 'normal', 'bold']);

/** `file:line weight` for each `font-weight` of `file` that is not one of the two. */
const otherWeights = (file) => declarations(file, 'font-weight').flatMap(({ where, value }) => (WEIGHTS.has(value) ? [] : [`${where} ${value}`]));

describe("the site's font weights", () => {
  let files;
  beforeAll(async () => {
    files = await appStylesheets();
  });

  it('finds the stylesheets it checks', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('draws text in 400 or 700 only, in every stylesheet of every app', () => {
    expect(files.flatMap(otherWeights)).toEqual([]);
  });
});
