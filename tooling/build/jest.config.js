// The build tooling's own tests (Node).
module.exports = { displayName: 'build', rootDir: __dirname, testEnvironment: 'node', testMatch: ['<rootDir>/*.test.cjs'], transform: {} };
