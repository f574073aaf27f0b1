/**
 * The boundary rules' own tests: ESLint's Node API on snippets placed in the workspace's folders.
 * ESLint loads eslint.config.mjs with import(), which Jest's sandbox allows only with Node's VM
 * modules (`npm test` sets NODE_OPTIONS=--experimental-vm-modules).
 */
module.exports = {
  displayName: 'lint',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.cjs'],
  // Plain Node code: nothing to compile.
  transform: {},
  testTimeout: 60_000,
};
