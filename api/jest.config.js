/**
 * API tests: real database (PGlite by default, PostgreSQL when DATABASE_URL is set), TS through swc.
 * `pnpm test` runs Jest with --experimental-vm-modules because PGlite loads its WebAssembly runtime
 * with dynamic import(), which Jest's sandbox only allows with that flag.
 */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(ts|js|mjs)$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // jose 6, typebox 1 and content-disposition 3 and cookie 2 (inside Fastify's plugins) ship ES modules only: let swc turn them into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(jose|typebox|content-disposition|cookie)@)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  testTimeout: 30000,
};
