// @ts-check
/**
 * ESLint for the whole workspace (flat config). The root `eslint.config.mjs` re-exports this file
 * so that `files` globs are relative to the repository root while the plugins resolve from here.
 *
 *   - @eslint/js and typescript-eslint recommended (no type-aware rules: lint stays fast);
 *   - react-hooks' rules-of-hooks and exhaustive-deps, jsx-a11y recommended for .tsx;
 *   - the package boundaries of docs/rules/boundaries.md, as errors whose message names the rule;
 *   - the size limits of functions and files (size-limits.mjs).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
// The rule itself rather than the plugin's index: the index finds its rules with requireindex,
// which sees none under Jest (the lint rules' own tests run there).
import noLiteralString from 'eslint-plugin-i18next/lib/rules/no-literal-string.js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { sizeLimits } from './size-limits.mjs';
import featureFolders from './feature-graph.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOC = 'docs/rules/boundaries.md';

// ---------------------------------------------------------------------------------------------
// The workspace, read from pnpm-workspace.yaml so a new package gets its boundaries by itself.
// ---------------------------------------------------------------------------------------------

/** @returns {{ dir: string, name: string, exports: unknown }[]} every workspace package */
function workspacePackages() {
  const yaml = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const globsBlock = yaml.split(/^packages:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  const dirs = [...globsBlock.matchAll(/^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/gm)].flatMap(([, glob]) => {
    if (!glob.endsWith('/*')) return [glob];
    const parent = glob.slice(0, -2);
    return readdirSync(path.join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  return dirs
    .filter((dir) => existsSync(path.join(ROOT, dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
      return { dir, name: manifest.name, exports: manifest.exports };
    });
}

const PACKAGES = workspacePackages();
const REMOTES = PACKAGES.filter((pkg) => /^mfe-[^/]+$/.test(pkg.dir));
const APPS = PACKAGES.filter((pkg) => ['shell', 'api', 'e2e'].includes(pkg.dir) || REMOTES.includes(pkg));
const BROWSER_PACKAGES = PACKAGES.filter((pkg) => pkg.dir === 'shell' || pkg.dir === 'shared' || REMOTES.includes(pkg));

/** Escapes a string for a RegExp. */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------------------------------------
// Which files are which.
// ---------------------------------------------------------------------------------------------

const CODE = '**/*.{ts,tsx,mts,cts,js,cjs,mjs}';
/** Tests and their helpers: run by Jest under Node (jsdom or node), never bundled. */
const TEST_FILES = ['**/*.test.{ts,tsx,js,cjs,mjs}', '**/*.spec.{ts,tsx}', '**/src/testing/**'];
/** The tests and test helpers inside a browser package's src/. */
const srcTestsOf = (/** @type {string} */ dir) => [`${dir}/src/**/*.test.{ts,tsx,js,cjs,mjs}`, `${dir}/src/**/*.spec.{ts,tsx}`, `${dir}/src/testing/**`];
/** Configuration files read by Node tools. */
const CONFIG_FILES = ['*.{js,cjs,mjs,ts}', '*/*.config.{js,cjs,mjs,ts}', '**/jest.config.js', '**/webpack.config.js'];
/** Code that ends up in a browser bundle: the apps' and shared's src, minus the shell's server. */
const BROWSER_SRC = BROWSER_PACKAGES.map((pkg) => `${pkg.dir}/src/**`);
const SHELL_SERVER = 'shell/src/server/**';
/** Code that runs on Node. */
const NODE_CODE = ['tooling/**', 'api/**', 'e2e/**', 'scripts/**', '*/server.ts', SHELL_SERVER, '**/*.cjs', ...CONFIG_FILES];

// ---------------------------------------------------------------------------------------------
// Boundaries by package name: core `no-restricted-imports`. A file gets one set of options (a
// later config object replaces an earlier one's), so each folder's object lists every
// restriction that applies to it.
// ---------------------------------------------------------------------------------------------

/**
 * @typedef {{ regex: string, message: string }} Pattern
 * @param {string} rule e.g. '1' @param {string} anchor @param {string} text
 */
const say = (rule, anchor, text) => `Boundary ${rule} (${DOC}#${anchor}): ${text}`;

/** Rule 4: nothing past a package's `exports`. Applies everywhere. */
const DEEP_IMPORTS = /** @type {Pattern[]} */ ([
  {
    regex: '^@ilm/[^/]+/src(/|$)',
    message: say('4', '4-no-deep-imports', "import a package through its `exports` (e.g. '@ilm/shared/ui'), never its src/ folder."),
  },
  ...PACKAGES.filter((pkg) => pkg.exports && typeof pkg.exports === 'object' && !Array.isArray(pkg.exports)).map((pkg) => {
    const entries = Object.keys(/** @type {object} */ (pkg.exports));
    const subpaths = entries.filter((key) => key !== '.').map((key) => key.replace(/^\.\//, ''));
    const allowed = subpaths.length > 0 ? `(?!(${subpaths.map(escapeRegExp).join('|')})$)` : '';
    return {
      // '@ilm/x/src/…' is the pattern above's: one message per import.
      regex: `^${escapeRegExp(pkg.name)}/(?!src(/|$))${allowed}`,
      message: say(
        '4',
        '4-no-deep-imports',
        `'${pkg.name}' is imported only through its package.json "exports": ${entries.map((key) => `'${pkg.name}${key.slice(1)}'`).join(', ')}.`,
      ),
    };
  }),
]);

/**
 * Not a boundary, but everywhere too: ids come from `useElementId` (`@ilm/shared/ui`), which prefixes
 * them with the root's own (a page the server drew is a root inside the shell's; docs/rules/boundaries.md#lint).
 */
const ELEMENT_IDS = /** @type {Pattern[]} */ ([
  {
    regex: '^react$',
    importNames: ['useId'],
    message: "useElementId from '@ilm/shared/ui': an id unique on the whole page, not only in this root (docs/rules/boundaries.md#lint).",
  },
]);
/** What every `no-restricted-imports` setting holds. */
const EVERYWHERE = [...DEEP_IMPORTS, ...ELEMENT_IDS];

/** Rule 1 (and 5 for the shell): no remote package from another app. */
const noRemotePackages = (/** @type {string | undefined} */ self) =>
  /** @type {Pattern[]} */ ([
    {
      regex: `^@ilm/mfe-${self ? `(?!${escapeRegExp(self.replace(/^@ilm\/mfe-/, ''))}(/|$))` : ''}`,
      message: self
        ? say(
            '1',
            '1-no-remote-imports-another-remote',
            'a remote never imports another remote; link to its pages by name (href) through the route declarations.',
          )
        : say('5', '5-the-shell-knows-layouts-never-pages', 'the shell composes the pages the remotes declare at run time; it never imports a remote.'),
    },
  ]);

/** Rule 2: shared imports no app. */
const SHARED_NO_APPS = /** @type {Pattern[]} */ ([
  {
    regex: `^(${APPS.map((pkg) => escapeRegExp(pkg.name)).join('|')})(/|$)`,
    message: say('2', '2-shared-imports-no-app', 'shared is imported by the apps, never the other way round; move the code into shared or pass it in.'),
  },
]);

/** Servers and build tooling (rules 2 and 3): not in browser code, nor in its tests. */
const serverPackages = (/** @type {string} */ rule, /** @type {string} */ anchor, /** @type {string} */ who) =>
  /** @type {Pattern[]} */ ([
    {
      regex: '^(fastify|@fastify/[^/]+|@ilm/server|@ilm/build)(/|$)',
      message: say(rule, anchor, `${who} runs in the browser: no server or build tooling (fastify, @ilm/server, @ilm/build).`),
    },
  ]);

/** Node's built-ins (rules 2 and 3): not in browser code; its tests and src/testing/ may use them. */
const nodeBuiltins = (/** @type {string} */ rule, /** @type {string} */ anchor, /** @type {string} */ who) =>
  /** @type {Pattern[]} */ ([
    {
      regex: '^node:',
      message: say(rule, anchor, `${who} runs in the browser: no Node built-ins (only tests and src/testing/ may use them).`),
    },
  ]);

/** Rule 3: browser code reaches the API only through the contract's types and constants. */
const BROWSER_NO_API = /** @type {Pattern[]} */ ([
  {
    regex: '^@ilm/api(/|$)',
    message: say('3', '3-browser-code-imports-nothing-from-the-api', "browser code imports nothing from the API; import its types from '@ilm/contract'."),
  },
  {
    regex: '^typebox(/|$)',
    message: say(
      '3',
      '3-browser-code-imports-nothing-from-the-api',
      "the schema library stays out of bundles: `import type { … } from '@ilm/contract'` (or its typebox-free constants).",
    ),
  },
]);

/**
 * Rule 6: the libraries a page shares reach browser code only through their `@ilm/shared` entry, the
 * federation singleton that carries just the names it re-exports (a library shared whole ships all).
 */
const LIBRARY_ENTRIES = [
  ['react-router(-dom)?', 'React Router', '@ilm/shared/router'],
  ['react-i18next', 'react-i18next', '@ilm/shared/i18n'],
  ['@tanstack/react-query', 'TanStack Query', '@ilm/shared/query'],
];
const LIBRARIES_THROUGH_SHARED = /** @type {Pattern[]} */ (
  LIBRARY_ENTRIES.map(([library, name, entry]) => ({
    regex: `^${library}(/|$)`,
    message: say(
      '6',
      '6-shared-libraries-through-their-shared-entry',
      `import ${name} from '${entry}': the page's one copy, which carries only what that entry lists.`,
    ),
  }))
);
/** The entries that wrap those libraries: the only browser code that imports them. */
const LIBRARY_ENTRY_FOLDERS = ['shared/src/router/**', 'shared/src/i18n/**', 'shared/src/query/**'];

/** Who rules 2 and 3 speak of, as [rule, anchor, folder]. */
const SHARED_SRC = /** @type {const} */ (['2', '2-shared-imports-no-app', 'shared/src']);
const browserSrc = (/** @type {string} */ dir) => /** @type {const} */ (['3', '3-browser-code-imports-nothing-from-the-api', `${dir}/src`]);

/** One `no-restricted-imports` setting from restriction lists. */
const restrict = (/** @type {Pattern[][]} */ ...lists) => ['error', { patterns: lists.flat() }];

// ---------------------------------------------------------------------------------------------
// Boundaries by path: `import-x/no-restricted-paths` zones (bulletproof-react's approach). The
// resolver keeps symlinks, so '@ilm/shared/ui' resolves inside node_modules/ and only a relative
// path into another package's folder lands in a zone. Each (importer, imported) pair is in one
// zone, the one with the most specific rule.
// ---------------------------------------------------------------------------------------------

/** @returns {{ target: string[], from: string[], except?: string[], message: string }[]} */
function pathZones() {
  const zones = [];
  const zone = (target, from, message) => from.length > 0 && zones.push({ target: [target].flat(), from: from.map((dir) => `./${dir}`), message });
  const isRemote = (pkg) => REMOTES.includes(pkg);
  const isApp = (pkg) => APPS.includes(pkg);
  const browserPart = (pkg) => (pkg.dir === 'shell' ? ['shell/src/*', 'shell/src/!(server)/**'] : [`${pkg.dir}/src/**`]);
  const otherPart = (pkg) => (pkg.dir === 'shell' ? ['shell/*', 'shell/!(src)/**', SHELL_SERVER] : [`${pkg.dir}/*`, `${pkg.dir}/!(src)/**`]);
  const api = PACKAGES.filter((pkg) => pkg.dir === 'api');

  for (const pkg of PACKAGES) {
    const others = PACKAGES.filter((other) => other !== pkg);
    const rule1 = isRemote(pkg) ? others.filter(isRemote) : [];
    const rule2 = pkg.dir === 'shared' ? others.filter(isApp) : [];
    const rule3 = BROWSER_PACKAGES.includes(pkg) && pkg.dir !== 'shared' ? api : [];
    const rule4 = others.filter((other) => !rule1.includes(other) && !rule2.includes(other) && !rule3.includes(other));
    const all = `${pkg.dir}/**`;
    zone(
      all,
      rule1.map((o) => o.dir),
      say('1', '1-no-remote-imports-another-remote', 'a remote never imports another remote; link to its pages by name (href) through the route declarations.'),
    );
    zone(
      all,
      rule2.map((o) => o.dir),
      say('2', '2-shared-imports-no-app', 'shared is imported by the apps, never the other way round.'),
    );
    if (rule3.length > 0) {
      zone(
        browserPart(pkg),
        api.map((o) => o.dir),
        say('3', '3-browser-code-imports-nothing-from-the-api', "browser code imports nothing from api/; import its types from '@ilm/contract'."),
      );
      zone(
        otherPart(pkg),
        api.map((o) => o.dir),
        say('4', '4-no-deep-imports', "a relative path never climbs into another package; import '@ilm/contract' instead."),
      );
    }
    zone(
      all,
      rule4.map((o) => o.dir),
      say('4', '4-no-deep-imports', 'a relative path never climbs into another package; import it by name through its `exports`.'),
    );
  }
  // Rule 7, inside each remote: another feature's files only through its entry (`index.ts`); the kits import no feature.
  for (const remote of REMOTES) {
    const { features, kits } = featureFolders.featureFolders(path.join(ROOT, remote.dir));
    const folder = (/** @type {string} */ name) => `${remote.dir}/src/features/${name}`;
    for (const feature of features) {
      zones.push({
        target: [`${folder(`!(${feature})`)}/**`],
        from: [`./${folder(feature)}`],
        except: ['./index.ts'],
        message: say(
          '7',
          '7-features-through-their-entry',
          `another feature is imported only through its entry: '…/features/${feature}' (its index.ts), never a file inside it.`,
        ),
      });
    }
    if (kits.length > 0 && features.length > 0) {
      zones.push({
        target: kits.map((kit) => `${folder(kit)}/**`),
        from: features.map((feature) => `./${folder(feature)}`),
        message: say('7', '7-features-through-their-entry', `${kits.join(' and ')} are the remote's kit: they import no feature.`),
      });
    }
  }
  return zones;
}

// ---------------------------------------------------------------------------------------------
// The config.
// ---------------------------------------------------------------------------------------------

export default defineConfig(
  {
    name: 'ilm/ignores',
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-*/',
      '**/coverage/',
      '.reports/',
      '.data/',
      'e2e/screenshots/',
      'e2e/test-results/',
      'api/src/db/migrations/',
      // Declarations emitted by a build; hand-written ones (types/assets.d.ts) are linted.
      '**/*.generated.d.ts',
    ],
  },
  { name: 'ilm/linter-options', linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // Language rules.
  { name: 'eslint/recommended', files: [CODE], ...js.configs.recommended },
  ...tseslint.configs.recommended.map((config) => ({ files: [CODE], ...config })),
  {
    name: 'ilm/typescript',
    files: [CODE],
    rules: {
      // `_`-prefixed names are unused on purpose (a required parameter, a skipped tuple item).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    name: 'ilm/commonjs',
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS is these files' module system (Jest and webpack configs, the build helpers).
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Globals: browser for bundled code, Node for servers, tooling, configs and tests.
  { name: 'ilm/globals/browser', files: BROWSER_SRC, ignores: [SHELL_SERVER], languageOptions: { globals: { ...globals.browser } } },
  { name: 'ilm/globals/node', files: NODE_CODE, languageOptions: { globals: { ...globals.node } } },
  {
    name: 'ilm/globals/tests',
    files: TEST_FILES,
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },

  // React.
  {
    name: 'ilm/react-hooks',
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // Of v7's "recommended" only these two: its React Compiler rules are left off (docs/rules/boundaries.md#lint).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { ...jsxA11y.flatConfigs.recommended, name: 'jsx-a11y/recommended', files: ['**/*.tsx'] },
  // docs/rules/languages.md#completeness: a person reads no sentence that is not in the three
  // languages, so JSX holds no text of its own (tests and test helpers may).
  {
    name: 'ilm/i18n/no-literal-text',
    files: ['shell/src/**/*.tsx', 'shared/src/**/*.tsx', 'mfe-*/src/**/*.tsx'],
    ignores: TEST_FILES,
    plugins: { i18next: { rules: { 'no-literal-string': noLiteralString } } },
    // Numbers and punctuation alone (a test card number, a separator) are not words.
    rules: {
      'i18next/no-literal-string': [
        'error',
        { mode: 'jsx-text-only', 'should-validate-template': true, words: { exclude: ['^[\\d\\s.,:;/+()\\u2013\\u2014\\u00b7\\u2026-]*$'] } },
      ],
    },
  },

  // Boundaries by path (rules 1-4): one global setting, each zone names its targets.
  {
    name: 'ilm/boundaries/paths',
    files: [CODE],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.mjs', '.cjs', '.js', '.json'],
          conditionNames: ['import', 'require', 'node', 'default'],
          symlinks: false,
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: pathZones() }] },
  },

  // Boundaries by package name (rules 1-5): the most specific folder last.
  { name: 'ilm/boundaries/everywhere', files: [CODE], rules: { 'no-restricted-imports': restrict(EVERYWHERE) } },
  { name: 'ilm/boundaries/shell', files: ['shell/**'], rules: { 'no-restricted-imports': restrict(EVERYWHERE, noRemotePackages()) } },
  ...REMOTES.map((remote) => ({
    name: `ilm/boundaries/${remote.dir}`,
    files: [`${remote.dir}/**`],
    rules: { 'no-restricted-imports': restrict(EVERYWHERE, noRemotePackages(remote.name)) },
  })),
  { name: 'ilm/boundaries/shared', files: ['shared/**'], rules: { 'no-restricted-imports': restrict(EVERYWHERE, SHARED_NO_APPS) } },
  {
    name: 'ilm/boundaries/shared-src',
    files: ['shared/src/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': restrict(
        EVERYWHERE,
        SHARED_NO_APPS,
        BROWSER_NO_API,
        serverPackages(...SHARED_SRC),
        nodeBuiltins(...SHARED_SRC),
        LIBRARIES_THROUGH_SHARED,
      ),
    },
  },
  {
    name: 'ilm/boundaries/shared-tests',
    files: srcTestsOf('shared'),
    rules: { 'no-restricted-imports': restrict(EVERYWHERE, SHARED_NO_APPS, BROWSER_NO_API, serverPackages(...SHARED_SRC), LIBRARIES_THROUGH_SHARED) },
  },
  {
    name: 'ilm/boundaries/shared-library-entries',
    files: LIBRARY_ENTRY_FOLDERS,
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': restrict(EVERYWHERE, SHARED_NO_APPS, BROWSER_NO_API, serverPackages(...SHARED_SRC), nodeBuiltins(...SHARED_SRC)),
    },
  },
  {
    name: 'ilm/boundaries/shell-src',
    files: ['shell/src/**'],
    ignores: [SHELL_SERVER, ...TEST_FILES],
    rules: {
      'no-restricted-imports': restrict(
        EVERYWHERE,
        noRemotePackages(),
        BROWSER_NO_API,
        serverPackages(...browserSrc('shell')),
        nodeBuiltins(...browserSrc('shell')),
        LIBRARIES_THROUGH_SHARED,
      ),
    },
  },
  {
    name: 'ilm/boundaries/shell-tests',
    files: srcTestsOf('shell'),
    ignores: [SHELL_SERVER],
    rules: {
      'no-restricted-imports': restrict(EVERYWHERE, noRemotePackages(), BROWSER_NO_API, serverPackages(...browserSrc('shell')), LIBRARIES_THROUGH_SHARED),
    },
  },
  ...REMOTES.flatMap((remote) => [
    {
      name: `ilm/boundaries/${remote.dir}-src`,
      files: [`${remote.dir}/src/**`],
      ignores: TEST_FILES,
      rules: {
        'no-restricted-imports': restrict(
          EVERYWHERE,
          noRemotePackages(remote.name),
          BROWSER_NO_API,
          serverPackages(...browserSrc(remote.dir)),
          nodeBuiltins(...browserSrc(remote.dir)),
          LIBRARIES_THROUGH_SHARED,
        ),
      },
    },
    {
      name: `ilm/boundaries/${remote.dir}-tests`,
      files: srcTestsOf(remote.dir),
      rules: {
        'no-restricted-imports': restrict(
          EVERYWHERE,
          noRemotePackages(remote.name),
          BROWSER_NO_API,
          serverPackages(...browserSrc(remote.dir)),
          LIBRARIES_THROUGH_SHARED,
        ),
      },
    },
  ]),

  // How long a function and a file may be, with the shrinking allow-list (size-limits.mjs).
  ...sizeLimits,
);
