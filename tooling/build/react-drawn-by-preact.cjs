// @ts-check
/**
 * React's API drawn by Preact (preact/compat): every `react` and `react-dom` import of every app and
 * library resolves to Preact, in the browser, on the server and in the tests, so what is tested is
 * what ships (docs/decisions/0007-first-visit-performance.md, lever 9).
 */
const path = require('node:path');

/** React's module -> the Preact module that stands for it. */
const REACT_DRAWN_BY_PREACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

const PREACT_DIR = path.dirname(require.resolve('preact/package.json', { paths: [__dirname] }));
/** @type {Record<string, string | Record<string, string>>} */
const PREACT_EXPORTS = require(path.join(PREACT_DIR, 'package.json')).exports;

/** The file Preact's package exports for `specifier` under `condition` (Preact's core is ESM only). */
function preactFile(specifier, condition) {
  const target = PREACT_EXPORTS[specifier.replace(/^preact/, '.')];
  const file = typeof target === 'string' ? target : (target[condition] ?? target.default);
  return path.join(PREACT_DIR, file);
}

/** Exact-match aliases for webpack (`resolve.alias`): the ESM files, in the browser and on the server. */
function webpackAliases() {
  return Object.fromEntries(Object.entries(REACT_DRAWN_BY_PREACT).map(([react, preact]) => [`${react}$`, preactFile(preact, 'import')]));
}

/** Exact-match module names for Jest (`moduleNameMapper`); Jest compiles Preact's ESM (jest-preset.cjs). */
function jestModuleNames() {
  return Object.fromEntries(
    Object.entries(REACT_DRAWN_BY_PREACT).map(([react, preact]) => [`^${react.replace(/\//g, '\\/')}$`, preactFile(preact, 'require')]),
  );
}

module.exports = { REACT_DRAWN_BY_PREACT, webpackAliases, jestModuleNames };
