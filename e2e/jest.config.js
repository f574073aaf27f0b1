/** Browser journeys: one at a time (they share the servers' ports), with time for real builds and pages. */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/journeys/**/*.spec.ts'],
  transform: { '^.+\\.ts$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  testTimeout: 120_000,
  slowTestThreshold: 30,
};
