import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The import rules of docs/rules/api-modules.md, read from the source files themselves. */
const SRC = path.resolve(__dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative import of a file, resolved to a path under src/ without its extension. */
function importsOf(file: string): { specifier: string; target: string }[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? match[2] ?? match[3]);
  return specifiers
    .filter((specifier): specifier is string => Boolean(specifier?.startsWith('.')))
    .map((specifier) => ({ specifier, target: path.relative(SRC, path.resolve(path.dirname(file), specifier)).replace(/\.(ts|js)$/, '') }));
}

const relative = (file: string) => path.relative(SRC, file);
const isTestCode = (file: string) => /\.test\.ts$/.test(file) || relative(file).split(path.sep).includes('testing');

describe('API module boundaries (docs/rules/api-modules.md)', () => {
  it('a module never imports the app or the aggregate of every module (its services come from its own needs)', () => {
    const upward = filesUnder(path.join(SRC, 'modules'))
      .filter((file) => relative(file) !== path.join('modules', 'index.ts'))
      .flatMap((file) =>
        importsOf(file)
          .filter(({ target }) => ['app', 'services', 'modules', path.join('modules', 'index')].includes(target))
          .map(({ specifier }) => `${relative(file)} imports '${specifier}'`),
      );
    expect(upward).toEqual([]);
  });

  it('a module imports tables from the module that declares them (its *.schema.ts), never the list of every table', () => {
    const allTables = filesUnder(path.join(SRC, 'modules')).flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => target === path.join('db', 'schema') || target === path.join('db', 'schema', 'index'))
        .map(({ specifier }) => `${relative(file)} imports '${specifier}'`),
    );
    expect(allTables).toEqual([]);
  });

  it('production code never imports a test kit or a testing folder', () => {
    const intoTests = filesUnder(SRC)
      .filter((file) => !isTestCode(file))
      .flatMap((file) =>
        importsOf(file)
          .filter(({ target }) => target.split(path.sep).includes('testing') || /test-kit$/.test(target))
          .map(({ specifier }) => `${relative(file)} imports '${specifier}'`),
      );
    expect(intoTests).toEqual([]);
  });
});
