const { execFileSync } = require('node:child_process');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { charactersOfRange } = require('./font-subset-loader.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
const URDU_FACE = path.join(ROOT, 'shell', 'src', 'app', 'fonts', 'noto-nastaliq-urdu.css');

/**
 * The loader as webpack runs it, in Node itself (harfbuzz's subsetter is loaded as Node loads it):
 * the font at `file` with `query`, answering the bytes it hands on (base64).
 */
function runLoader(file, query) {
  const script = `
    const loader = require(${JSON.stringify(path.join(__dirname, 'font-subset-loader.cjs'))});
    const context = { resourcePath: ${JSON.stringify(file)}, resourceQuery: ${JSON.stringify(query)}, async: () => (error, output) => {
      process.stdout.write(JSON.stringify(error ? { error: error.message } : { font: Buffer.from(output).toString('base64') }));
    } };
    loader.call(context, require('node:fs').readFileSync(${JSON.stringify(file)}));`;
  const answer = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', cwd: __dirname }));
  if (answer.error) throw new Error(answer.error);
  return Buffer.from(answer.font, 'base64');
}

/** The face's `src` range (what the file is cut to) and its `unicode-range` (what the browser draws with it). */
function urduFace() {
  const css = readFileSync(URDU_FACE, 'utf8');
  const file = /url\('([^'?]+)\?unicode-range=([^']+)'\)/.exec(css);
  const declared = /unicode-range:\s*([^;]+);/.exec(css);
  if (!file || !declared) throw new Error(`${URDU_FACE}: no cut file or no unicode-range`);
  return { file: require.resolve(file[1], { paths: [path.dirname(URDU_FACE)] }), cutTo: file[2], unicodeRange: declared[1] };
}

/** Every file of Urdu text in the workspace: translations (`*.ur.ts`) and content (`*.ur.md`). */
function urduTexts(dir = ROOT) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return ['node_modules', 'dist', '.git', '.data'].includes(entry.name) ? [] : urduTexts(path.join(dir, entry.name));
    return /\.ur\.(ts|md)$/.test(entry.name) ? [path.join(dir, entry.name)] : [];
  });
}

describe('a font cut to the characters its stylesheet names (docs/decisions/0007-first-visit-performance.md)', () => {
  it('reads a unicode-range as the characters it names, and refuses what is not one', () => {
    expect(charactersOfRange('U+0041-0043, U+06D4')).toBe('ABC۔');
    expect(() => charactersOfRange('U+06D4-0600')).toThrow('an empty unicode-range item: "U+06D4-0600"');
    expect(() => charactersOfRange('U+06??')).toThrow('not a unicode-range item: "U+06??"');
  });

  it('cuts the file to those characters, a smaller woff2, and hands a file without a range on as it is', () => {
    const { file } = urduFace();
    const original = readFileSync(file);
    const cut = runLoader(file, '?unicode-range=U+0020,U+0600-06FF');
    expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(cut.length).toBeLessThan(original.length * 0.9);
    expect(runLoader(file, '').equals(original)).toBe(true);
  });
});

describe('the Urdu face (shell/src/app/fonts/noto-nastaliq-urdu.css)', () => {
  it('is cut to the very characters it is declared for', () => {
    const { cutTo, unicodeRange } = urduFace();
    expect(charactersOfRange(decodeURIComponent(cutTo))).toBe(charactersOfRange(unicodeRange));
  });

  it('holds every Arabic-script character of the Urdu pages and content: none is drawn in another font', () => {
    const face = new Set(charactersOfRange(urduFace().unicodeRange));
    const texts = urduTexts();
    expect(texts.length).toBeGreaterThan(40);
    const missing = new Set();
    for (const text of texts)
      for (const character of readFileSync(text, 'utf8'))
        if (/\p{Script=Arabic}/u.test(character) && !face.has(character))
          missing.add(`${character} U+${character.codePointAt(0).toString(16).toUpperCase()} (${path.relative(ROOT, text)})`);
    expect([...missing]).toEqual([]);
  });
});
