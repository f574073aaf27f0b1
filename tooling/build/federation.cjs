// @ts-check
/**
 * The one Module Federation configuration every app builds with.
 *
 * Every library that holds state on the page (React, the router, the stores, i18next) and every
 * runtime entry of `@ilm/shared` is a singleton: a second copy would mean a second `$auth`.
 */
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Libraries shared as singletons, one pinned version each (see pnpm-workspace.yaml's catalog). */
const SINGLETON_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'nanostores',
  '@nanostores/react',
  'i18next',
  'react-i18next',
  // The page's one QueryClient lives in its React context and cache: a second copy would be a second cache.
  '@tanstack/react-query',
];

/** Runtime entries of `@ilm/shared` (type-only and build-time entries are left out). */
const SHARED_ENTRIES = ['stores', 'api', 'cookies', 'config', 'i18n', 'ui', 'phone', 'routes', 'query'];


/** Version of a library as installed for the app at `appDir` (the pin, read back from disk). */
function installedVersion(name, appDir) {
  const root = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
  const pkgPath = require.resolve(`${root}/package.json`, { paths: [appDir, __dirname] });
  return require(pkgPath).version;
}

/** The `shared` section of the federation config, as seen from the app at `appDir`. */
function sharedConfig(appDir) {
  const sharedPackage = require(require.resolve('@ilm/shared/package.json', { paths: [appDir] }));
  /** @type {Record<string, {singleton: true, requiredVersion: string, version: string}>} */
  const shared = {};
  for (const name of SINGLETON_LIBRARIES) {
    const version = installedVersion(name, appDir);
    shared[name] = { singleton: true, requiredVersion: version, version };
  }
  for (const entry of SHARED_ENTRIES) {
    // A workspace package has no semver range of its own (`workspace:*`), so pin it explicitly.
    shared[`@ilm/shared/${entry}`] = {
      singleton: true,
      requiredVersion: sharedPackage.version,
      version: sharedPackage.version,
    };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.name        container name, e.g. `mfe_auth` (the shell is `shell`)
 * @param {string} options.appDir      the app's folder
 * @param {Record<string, string>} [options.exposes]  exposed module -> file
 */
function federationPlugin({ name, appDir, exposes }) {
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes: exposes ?? {},
    // Remotes are never listed at build time: the shell registers them from its remotes list.
    remotes: {},
    shared: sharedConfig(appDir),
    shareStrategy: 'loaded-first',
    manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
    dts: false,
  });
}

module.exports = { federationPlugin, sharedConfig, SINGLETON_LIBRARIES, SHARED_ENTRIES };
