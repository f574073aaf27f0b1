const { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { IconsPlugin, iconLinks } = require('./icons.cjs');

/** A PNG's width and height, read from its header chunk (IHDR), or null when the bytes are not a PNG. */
function pngSize(bytes) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Builds an empty app with the plugin; returns the build folder's files by name. */
async function build() {
  const appDir = mkdtempSync(path.join(tmpdir(), 'ilm-icons-'));
  writeFileSync(path.join(appDir, 'index.js'), 'export {};');
  const compiler = webpack({
    mode: 'production',
    context: appDir,
    entry: './index.js',
    output: { path: path.join(appDir, 'dist') },
    plugins: [new IconsPlugin()],
  });
  try {
    await new Promise((resolve, reject) =>
      compiler.run((error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve(stats))),
    );
    const dist = path.join(appDir, 'dist');
    const files = new Map(readdirSync(dist).map((file) => [file, readFileSync(path.join(dist, file))]));
    return (file) => files.get(file) ?? Buffer.alloc(0);
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    rmSync(appDir, { recursive: true, force: true });
  }
}

describe("the site's icons (icons.cjs)", () => {
  it('names only PNG icons in a page, each at the size its link declares, and each is in the build drawn at that size', async () => {
    const read = await build();
    const links = [...iconLinks().matchAll(/<link rel="([^"]+)" href="\/([^"]+)" sizes="(\d+)x(\d+)" type="([^"]+)" \/>/g)];
    expect(links.map(([, rel]) => rel)).toEqual(['icon', 'apple-touch-icon']);
    for (const [, , file, width, height, type] of links) {
      expect([file, type]).toEqual([file, 'image/png']);
      expect([file, pngSize(read(file))]).toEqual([file, { width: Number(width), height: Number(height) }]);
    }
    // An SVG icon is drawn as a document on the page's main thread: the page names none (lever 22).
    expect(iconLinks()).not.toMatch(/\.svg/);
  }, 60_000);

  it('publishes the SVG the icons are drawn from, for the JSON-LD logo', async () => {
    const read = await build();
    expect(read('favicon.svg').toString()).toBe(readFileSync(path.join(__dirname, 'favicon.svg'), 'utf8'));
  }, 60_000);
});
