/** @jest-environment node */
const { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { brotliDecompressSync, constants, gunzipSync, gzipSync } = require('node:zlib');
const webpack = require('webpack');
const { originalOf, precompressPlugins, MIN_BYTES } = require('./precompress.cjs');

/** Builds `files` (name → source) as entries with the precompress plugins; the output folder. */
async function build(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ilm-precompress-'));
  const entry = {};
  for (const [name, source] of Object.entries(files)) {
    writeFileSync(path.join(dir, `${name}.js`), source);
    entry[name] = path.join(dir, `${name}.js`);
  }
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry,
    output: { path: path.join(dir, 'dist'), filename: '[name].js' },
    optimization: { minimize: false },
    plugins: precompressPlugins(),
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString());
  return { out: path.join(dir, 'dist'), cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('the precompressed copies of a build', () => {
  it('writes a brotli and a gzip copy of a script, each decoding to the script, smaller than it', async () => {
    const words = Array.from({ length: 500 }, (_, index) => `word ${index}`);
    const { out, cleanUp } = await build({ page: `console.log(${JSON.stringify(words)});` });
    try {
      const script = readFileSync(path.join(out, 'page.js'));
      const brotli = readFileSync(path.join(out, 'page.js.br'));
      const gzip = readFileSync(path.join(out, 'page.js.gz'));
      expect(brotliDecompressSync(brotli).equals(script)).toBe(true);
      expect(gunzipSync(gzip).equals(script)).toBe(true);
      expect(brotli.length).toBeLessThan(gzip.length);
      expect(gzip.length).toBeLessThan(script.length);
      // What the build's clean reads a copy's name back to (webpack.cjs, keptByClean).
      expect(readdirSync(out).sort().map(originalOf)).toEqual(['page.js', 'page.js', 'page.js']);
    } finally {
      cleanUp();
    }
  });

  it("makes the gzip copy with Zopfli: gzip any client reads, smaller than zlib's best level", async () => {
    const lines = Array.from(
      { length: 400 },
      (_, index) => `export const label${index} = ${JSON.stringify(`Step ${index % 37}: run the command ${index * 7} and read its output`)};`,
    );
    const { out, cleanUp } = await build({ steps: lines.join('\n') });
    try {
      const script = readFileSync(path.join(out, 'steps.js'));
      const gzip = readFileSync(path.join(out, 'steps.js.gz'));
      expect(gunzipSync(gzip).equals(script)).toBe(true);
      expect(gzip.length).toBeLessThan(gzipSync(script, { level: constants.Z_BEST_COMPRESSION }).length);
    } finally {
      cleanUp();
    }
  });

  it(`leaves a file under ${MIN_BYTES} bytes without copies, as the servers send it uncompressed`, async () => {
    const { out, cleanUp } = await build({ small: 'console.log(1);' });
    try {
      expect(existsSync(path.join(out, 'small.js'))).toBe(true);
      expect(existsSync(path.join(out, 'small.js.br'))).toBe(false);
      expect(existsSync(path.join(out, 'small.js.gz'))).toBe(false);
    } finally {
      cleanUp();
    }
  });
});
