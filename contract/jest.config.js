// The contract's own preset: @ilm/build reads the contract, so the contract cannot test with @ilm/build's preset.
module.exports = {
  displayName: 'contract',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // typebox ships ESM only.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!typebox@)'],
};
