// No two files import each other, even through other files (docs/rules/boundaries.md#no-import-cycles):
// dependency-cruiser over every workspace package, `import type` included, workspace
// packages resolved by name through their `exports` to their real folders.
const { mkdtempSync, mkdirSync, readdirSync, readFileSync, existsSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
/** Packages left out of the check: none. */
const NOT_CHECKED = [];

/** The workspace's package folders, read from pnpm-workspace.yaml as the lint config reads them. */
function workspaceDirs() {
  const yaml = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const globsBlock = yaml.split(/^packages:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  return [...globsBlock.matchAll(/^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/gm)]
    .flatMap(([, glob]) => {
      if (!glob.endsWith('/*')) return [glob];
      const parent = glob.slice(0, -2);
      return readdirSync(path.join(ROOT, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${parent}/${entry.name}`);
    })
    .filter((dir) => existsSync(path.join(ROOT, dir, 'package.json')));
}

/** The cruise's result for `dirs` (relative to `baseDir`), with the no-circular rule validated. */
async function cruiseCycles(dirs, baseDir) {
  const { cruise } = await import('dependency-cruiser');
  const { output } = await cruise(dirs, {
    baseDir,
    validate: true,
    ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
    // Type-only imports count: a circle of types is still a circle of files to read and move together.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-[^/]+|coverage)/' },
    moduleSystems: ['es6', 'cjs'],
    // Workspace packages are symlinks in node_modules: follow them to the package's own files.
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.cjs', '.mjs', '.json'],
      mainFields: ['main', 'types'],
    },
  });
  return output;
}

/** Each violation as one line: `a.ts → b.ts (type-only) → a.ts`. */
function describeCycles(output) {
  return output.summary.violations
    .filter((violation) => violation.rule.name === 'no-circular')
    .map(({ from, cycle }) =>
      [from, ...cycle.map(({ name, dependencyTypes }) => (dependencyTypes.includes('type-only') ? `(type-only) ${name}` : name))].join(' → '),
    );
}

describe('No import cycles between files', () => {
  const dirs = workspaceDirs().filter((dir) => !NOT_CHECKED.includes(dir));
  let output;
  beforeAll(async () => {
    output = await cruiseCycles(dirs, ROOT);
  }, 120_000);

  it('every workspace package is checked, the API, the remotes and tooling included', () => {
    expect(dirs).toEqual(expect.arrayContaining(['contract', 'shared', 'shell', 'tooling/lint', 'mfe-auth', 'mfe-careers', 'api']));
  });

  it('a package imported by name resolves to its own files (so a circle through a package entry is seen)', () => {
    const auth = output.modules.find((module) => module.source === 'shared/src/stores/auth.ts');
    expect(auth.dependencies).toEqual(
      expect.arrayContaining([expect.objectContaining({ module: '@ilm/shared/cookies', resolved: 'shared/src/cookies/index.ts' })]),
    );
  });

  it('no file reaches itself through its imports, `import type` included', () => {
    expect(describeCycles(output)).toEqual([]);
  });

  it('a circle whose one edge is `import type` is found', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'file-cycles-'));
    try {
      mkdirSync(path.join(dir, 'src'));
      writeFileSync(
        path.join(dir, 'src', 'vocabulary.ts'),
        "import type { Page } from './pages';\nexport const LAYOUTS = ['default'] as const;\nexport type SitePage = Page & { remote: string };\n",
      );
      writeFileSync(path.join(dir, 'src', 'pages.ts'), "import { LAYOUTS } from './vocabulary';\nexport interface Page { layout: (typeof LAYOUTS)[number] }\n");
      expect(describeCycles(await cruiseCycles(['src'], dir))).toEqual([
        expect.stringMatching(/^src\/(vocabulary|pages)\.ts → .*src\/(pages|vocabulary)\.ts → .*src\/(vocabulary|pages)\.ts$/),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
