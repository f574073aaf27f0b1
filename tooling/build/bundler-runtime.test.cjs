const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const WORKSPACE = path.resolve(__dirname, '..', '..');
/** A remote's folder: the federation config reads the installed libraries' versions from it. */
const REMOTE_DIR = path.join(WORKSPACE, 'mfe-checkout');
const FEDERATION = path.join(__dirname, 'federation.cjs');

/**
 * Runs `body` in Node itself, with `federation` (federation.cjs) and `done(value)` in scope: the config
 * reads the contract's TypeScript through Node's module hooks, which Jest's module system does not take.
 */
function inNode(body) {
  const script = `const federation = require(${JSON.stringify(FEDERATION)}); const done = (value) => process.stdout.write(JSON.stringify(value)); (async () => { ${body} })().catch((error) => { console.error(error); process.exit(1); });`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', cwd: REMOTE_DIR, maxBuffer: 64 * 1024 * 1024 }));
}

/** Builds a remote exposing one module, as webpack.cjs builds one (the federation plugin, the bundler runtime external); its remoteEntry.js. */
function buildRemoteEntry() {
  return inNode(`
    const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
    const { tmpdir } = require('node:os');
    const path = require('node:path');
    const webpack = require(require.resolve('webpack', { paths: [${JSON.stringify(__dirname)}] }));
    const outDir = mkdtempSync(path.join(tmpdir(), 'ilm-bundler-runtime-'));
    const exposed = path.join(outDir, 'exposed.js');
    writeFileSync(exposed, 'export const answer = 42;');
    const compiler = webpack({
      mode: 'production',
      context: ${JSON.stringify(REMOTE_DIR)},
      entry: exposed,
      output: { path: path.join(outDir, 'dist'), publicPath: 'auto', uniqueName: 'probe_remote' },
      externals: [federation.bundlerRuntimeExternal],
      plugins: [federation.federationPlugin({ name: 'probe_remote', appDir: ${JSON.stringify(REMOTE_DIR)}, exposes: { './exposed': exposed } })],
      optimization: { minimize: false },
    });
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
    await new Promise((resolve) => compiler.close(resolve));
    if (stats.hasErrors()) throw new Error(stats.toString());
    const entry = readFileSync(path.join(outDir, 'dist', 'remoteEntry.js'), 'utf8');
    rmSync(outDir, { recursive: true, force: true });
    done({ entry, global: federation.BUNDLER_RUNTIME_GLOBAL });
  `);
}

describe('one federation bundler runtime for the page (federation.cjs, provide-bundler-runtime.js; ADR 0007 lever 11)', () => {
  it('builds a remote’s container without a bundler runtime of its own: it reads the page’s', () => {
    const { entry, global } = buildRemoteEntry();
    expect(entry).toContain(global);
    // Functions of the bundler runtime, by messages only their code holds.
    expect(entry).not.toContain('initOptions is required!');
    expect(entry).not.toContain('Failed to load fallback entry');
  }, 120_000);

  it('takes only the bundler runtime’s file from the page', () => {
    const answers = inNode(`
      const aliases = federation.bundlerRuntimeAliases(process.cwd());
      const answer = (request) => { let result = null; federation.bundlerRuntimeExternal({ request }, (_error, value) => (result = value ?? null)); return result; };
      done({
        global: federation.BUNDLER_RUNTIME_GLOBAL,
        bundler: answer(aliases['ilm-federation-bundler-runtime$']),
        initContainerEntry: answer(aliases['ilm-federation-init-container-entry$']),
        shared: answer('@ilm/shared/i18n'),
      });
    `);
    expect(answers.bundler).toBe(`global ${answers.global}`);
    expect(answers.initContainerEntry).toBeNull();
    expect(answers.shared).toBeNull();
  });

  it.each(['provide-bundler-runtime.js', 'standalone-federation-runtime.js'])('%s puts the bundler runtime where a remote reads it', (file) => {
    const { global } = inNode('done({ global: federation.BUNDLER_RUNTIME_GLOBAL });');
    expect(readFileSync(path.join(__dirname, file), 'utf8')).toContain(`globalThis.${global} =`);
  });
});
