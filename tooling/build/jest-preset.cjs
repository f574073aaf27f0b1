// @ts-check
/**
 * The Jest configuration every browser package tests with: jsdom that keeps Node's fetch
 * (so HTTP is mocked at the network level), TypeScript through swc, CSS Modules as identity maps.
 */
const path = require('node:path');
const { routesFilesOfWorkspace, sitePagesOfWorkspace } = require('./site-pages.cjs');
const { jestModuleNames } = require('./react-drawn-by-preact.cjs');

// Packages that ship ESM only (nanostores, msw's helpers, fastify's cookie and
// content-disposition); Jest must transform them.
const ESM_PACKAGES = [
  'nanostores',
  '@nanostores\\+react',
  'content-disposition',
  'cookie',
  'rettime',
  'until-async',
  '@open-draft\\+deferred-promise',
  'typebox',
  'eventsource-parser',
  'jose',
  'preact',
];

/** @param {string} rootDir @returns {import('jest').Config} */
function jestPreset(rootDir) {
  return {
    rootDir,
    testEnvironment: require.resolve('jest-fixed-jsdom'),
    testEnvironmentOptions: { url: 'http://localhost:3000/' },
    transform: {
      '^.+\\.[cm]?[jt]sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
      '^.+\\.md$': path.join(__dirname, 'markdown-loader.cjs'),
    },
    moduleFileExtensions: ['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx', 'json', 'node', 'md'],
    transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${ESM_PACKAGES.join('|')})@)`],
    moduleNameMapper: {
      // What ships is what is tested: React's API drawn by Preact.
      ...jestModuleNames(),
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
      '\\.(png|svg|jpe?g|gif|webp|woff2)$': path.join(__dirname, 'file-stub.cjs'),
    },
    // Links are made from the site's pages (docs/rules/pages.md): tests see every workspace
    // remote's declaration, so a link to a page no remote declares fails its test. A page that
    // embeds another remote's panel can have it loaded from that remote's declaration (setupWorkspacePanels).
    globals: { __ILM_SITE_PAGES__: sitePagesOfWorkspace(), __ILM_STRICT_LINKS__: true, __ILM_WORKSPACE_ROUTES__: routesFilesOfWorkspace() },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
}

module.exports = { jestPreset };
