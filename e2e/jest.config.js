/** Browser journeys: one at a time (they share the servers' ports), with time for real builds and pages. */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/journeys/**/*.spec.ts'],
  transform: {
    '^.+\\.(ts|mjs)$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // @ilm/contract (the budget check reads its first-load rule) is built on TypeBox, published as ES modules only.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!typebox@)'],
  // The API's database prepared once for every journey's stack (support/global-setup.ts).
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 120_000,
  slowTestThreshold: 30,
};
