const { execFileSync } = require('node:child_process');
const { mkdtempSync, mkdirSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

/** The first line V8 reads the hint from (compile-hints.cjs's COMPILE_HINT). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Builds `files` (path -> source, `src/index.js` the entry) as a host minified for production, with
 * the plugin, in Node itself (the plugin reads the contract's TypeScript through hooks Jest's module
 * system does not take; see pages.test.cjs); returns each emitted script's text by file name.
 */
function build(files) {
  const appDir = mkdtempSync(path.join(tmpdir(), 'ilm-compile-hints-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
    writeFileSync(path.join(appDir, file), source);
  }
  const script = `
    const { readFileSync, readdirSync } = require('node:fs');
    const path = require('node:path');
    const webpack = require(${JSON.stringify(require.resolve('webpack'))});
    const { CompileHintsPlugin } = require(${JSON.stringify(path.join(__dirname, 'compile-hints.cjs'))});
    const appDir = ${JSON.stringify(appDir)};
    const compiler = webpack({
      mode: 'production',
      context: appDir,
      entry: './src/index.js',
      output: { path: path.join(appDir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
      plugins: [new CompileHintsPlugin({ appDir, entryFile: 'src/index.js' })],
    });
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) return process.stdout.write(JSON.stringify({ error: String(error ?? stats.toString()) }));
      const dist = path.join(appDir, 'dist');
      process.stdout.write(JSON.stringify({ scripts: Object.fromEntries(readdirSync(dist).map((file) => [file, readFileSync(path.join(dist, file), 'utf8')])) }));
    });`;
  try {
    const answer = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
    if (answer.error) throw new Error(answer.error);
    return answer.scripts;
  } finally {
    rmSync(appDir, { recursive: true, force: true });
  }
}

describe('compile hints (the scripts a first visit runs at once, compiled as they stream in: compile-hints.cjs)', () => {
  it('marks the entry and the chunk its start loads on their first line, minified, and not a chunk loaded later', () => {
    const scripts = build({
      'src/index.js': "import(/* webpackChunkName: 'bootstrap' */ './bootstrap.js').then(({ start }) => start());",
      'src/bootstrap.js':
        "export function start() { document.body.addEventListener('click', () => import(/* webpackChunkName: 'dialog' */ './dialog.js').then(({ open }) => open())); }",
      'src/dialog.js': "export function open() { document.body.append('dialog'); }",
    });
    const byChunk = (name) => Object.entries(scripts).find(([file]) => file.startsWith(`${name}.`));
    for (const name of ['main', 'bootstrap']) {
      const [file, text] = byChunk(name);
      expect([file, text.startsWith(COMPILE_HINT)]).toEqual([file, true]);
      // The hint is not minified away, and the code after it is the minified build's.
      expect(text.slice(COMPILE_HINT.length)).not.toMatch(/\n\s+/);
    }
    const [, dialog] = byChunk('dialog');
    expect(dialog).not.toContain('allFunctionsCalledOnLoad');
  }, 60_000);
});
