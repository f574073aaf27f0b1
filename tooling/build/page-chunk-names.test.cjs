const { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { PageChunkNamesPlugin, chunkNameOf } = require('./page-chunk-names.cjs');

/** Builds `files` (path -> source, `src/index.js` the entry) with short chunk ids and the plugin; resolves with the emitted scripts. */
function build(files) {
  const appDir = mkdtempSync(path.join(tmpdir(), 'ilm-chunk-names-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
    writeFileSync(path.join(appDir, file), source);
  }
  const compiler = webpack({
    mode: 'production',
    context: appDir,
    entry: './src/index.js',
    output: { path: path.join(appDir, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
    optimization: { chunkIds: 'deterministic', minimize: false },
    plugins: [new PageChunkNamesPlugin({ appDir })],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      const scripts = readdirSync(path.join(appDir, 'dist')).sort();
      rmSync(appDir, { recursive: true, force: true });
      resolve(scripts);
    });
  });
}

describe('page chunk names (short ids, a page keeps its name: page-chunk-names.cjs)', () => {
  it('names a page’s own chunk after its module and leaves every other chunk its number', async () => {
    const scripts = await build({
      'src/index.js':
        "export const pages = [() => import('./pages/home-page.js'), () => import('./pages/hidden/blog-page.js'), () => import('./features/rules.js')];",
      'src/pages/home-page.js': 'export default function Home() { return "home"; }',
      'src/pages/hidden/blog-page.js': 'export default function Blog() { return "blog"; }',
      'src/features/rules.js': 'export const rules = ["a"];',
    });
    expect(scripts).toContain('src_pages_home-page_js.js');
    expect(scripts).toContain('src_pages_hidden_blog-page_js.js');
    expect(scripts.filter((file) => /^\d+\.js$/.test(file))).toHaveLength(1);
    expect(scripts).toContain('main.js');
  }, 60_000);

  it('spells a module’s path as webpack’s named ids do', () => {
    expect(chunkNameOf(path.join('src', 'pages', 'pricing-page.tsx'))).toBe('src_pages_pricing-page_tsx');
  });
});
