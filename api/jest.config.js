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
    '^.+\\.(ts|js|mjs)$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // jose 6, typebox 1, content-disposition 3 and cookie 2 (inside Fastify's plugins), marked and eventsource-parser
  // (Baari's content index and model client), file-type and the tokenizers it reads with (uploads) ship ES
  // modules only: let swc turn them into CommonJS for Jest.
  transformIgnorePatterns: [
    '/node_modules/\\.pnpm/(?!(jose|typebox|content-disposition|cookie|marked|eventsource-parser|file-type|strtok3|token-types|uint8array-extras|@tokenizer\\+inflate|@borewit\\+text-codec)@)',
  ],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  testTimeout: 30000,
};
