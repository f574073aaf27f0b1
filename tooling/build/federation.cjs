// @ts-check
/**
 * The one Module Federation configuration every app builds with.
 *
 * Every library that holds state on the page (React, the stores, i18next) and every
 * runtime entry of `@ilm/shared` is a singleton: a second copy would mean a second `$auth`.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { loadTs } = require('./pages.cjs');

// The container's file name is the contract's: the shell registers each remote by it (one place for each fact).
const { REMOTE_ENTRY_FILE } = loadTs(path.join(path.dirname(require.resolve('@ilm/contract')), 'first-load-vocabulary.ts'));

/** Libraries shared as singletons, one pinned version each (see pnpm-workspace.yaml's catalog). */
const SINGLETON_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'nanostores',
  '@nanostores/react',
  'i18next',
  'preact',
  'preact/hooks',
];

/**
 * Runtime entries of `@ilm/shared` (type-only and build-time entries are left out). Three of them
 * carry a library each, the only way apps reach it (docs/rules/boundaries.md#6-shared-libraries-through-their-shared-entry): `router` (React
 * Router), `i18n` (react-i18next) and `query` (TanStack Query, the page's one QueryClient). Shared
 * whole, a library would ship every export; inside its entry, only those the entry re-exports.
 * `i18n/trans` is react-i18next's `Trans` apart, for the pages that show one (its file says why).
 */
const SHARED_ENTRIES = ['stores', 'api', 'cookies', 'config', 'i18n', 'i18n/trans', 'ui', 'phone', 'routes', 'router', 'query'];

/** Version of a library as installed for the app at `appDir` (the pin, read back from disk). */
function installedVersion(name, appDir) {
  const root = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
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
    filename: REMOTE_ENTRY_FILE,
    exposes: exposes ?? {},
    // Remotes are never listed at build time: the shell registers them from its remotes list.
    remotes: {},
    shared: sharedConfig(appDir),
    shareStrategy: 'loaded-first',
    manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
    dts: false,
    // One federation runtime for the page: the shell bundles it and hands it over, a remote's
    // remoteEntry.js uses it instead of carrying a copy of its own (about 22 KiB gzip each;
    // docs/decisions/0007-first-visit-performance.md). A remote run alone loads it from
    // standalone-federation-runtime.js.
    // The shell hands over the bundler runtime too, the code that connects a container's chunks to the
    // federation runtime (about 5 KiB gzip in each remoteEntry.js): provide-bundler-runtime.js, and a
    // remote reads it where that file puts it (bundlerRuntimeExternal below).
    runtimePlugins: exposes ? [] : [require.resolve('./provide-bundler-runtime.js')],
    experiments: {
      ...(exposes ? { externalRuntime: true } : { provideExternalRuntime: true }),
      // The shell registers remotes by their container (REMOTE_ENTRY_FILE), never by manifest, and runs
      // in a browser only: the runtime leaves out its manifest reader and its Node loader (3.2 KiB gzip, ADR 0007 lever 10).
      optimization: { disableSnapshot: true, target: 'web' },
    },
  });
}

/** The folder of the package `name` that `file` lies in (packages whose exports leave out package.json). */
function packageDirOf(file, name) {
  const marker = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`;
  const at = file.lastIndexOf(marker);
  if (at < 0) throw new Error(`${file} is not inside ${name}`);
  return file.slice(0, at + marker.length - 1);
}

/** The folder of the runtime tools the app's federation plugin builds with: the runtime and the bundler runtime are resolved from there, as the plugin resolves them. */
function runtimeToolsDir(appDir) {
  const enhanced = packageDirOf(require.resolve('@module-federation/enhanced/webpack', { paths: [appDir, __dirname] }), '@module-federation/enhanced');
  return packageDirOf(require.resolve('@module-federation/runtime-tools', { paths: [enhanced] }), '@module-federation/runtime-tools');
}

/**
 * The global the shell's (or a remote run alone's) federation runtime puts the bundler runtime in
 * (provide-bundler-runtime.js, standalone-federation-runtime.js). Its name is written there too.
 */
const BUNDLER_RUNTIME_GLOBAL = '_ILM_FEDERATION_BUNDLER_RUNTIME';

/**
 * A remote's `externals` entry: the federation entry the plugin writes into every container imports
 * the bundler runtime by its file; a remote takes the one on the page instead of bundling its own.
 * The bundler runtime keeps no state of its own: each container copies its template into its own
 * `__webpack_require__.federation`, and every function is handed the container's require.
 * @type {(data: {request?: string}, callback: (error?: Error | null, result?: string) => void) => void}
 */
function bundlerRuntimeExternal({ request }, callback) {
  if (request && /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/.test(request)) {
    return callback(null, `global ${BUNDLER_RUNTIME_GLOBAL}`);
  }
  return callback();
}

/**
 * Aliases of the bundler runtime's files: the very one the federation plugin's entry imports
 * (FederationRuntimePlugin's resolution), and its part a build without `exposes` leaves out.
 * The shell's provide-bundler-runtime.js and a remote's standalone-federation-runtime.js import them by these names.
 */
function bundlerRuntimeAliases(appDir) {
  const bundler = require.resolve('@module-federation/webpack-bundler-runtime/bundler', { paths: [runtimeToolsDir(appDir)] });
  return {
    'ilm-federation-bundler-runtime$': bundler,
    'ilm-federation-init-container-entry$': path.join(path.dirname(bundler), 'initContainerEntry.js'),
  };
}

/** Where a remote run alone finds the federation runtime the shell otherwise provides (see standalone-federation-runtime.js). */
function federationRuntimeCorePath(appDir) {
  const runtimeCore = packageDirOf(require.resolve('@module-federation/runtime-core', { paths: [runtimeToolsDir(appDir)] }), '@module-federation/runtime-core');
  return path.join(runtimeCore, 'dist', 'index.js');
}

module.exports = {
  federationPlugin,
  federationRuntimeCorePath,
  bundlerRuntimeAliases,
  bundlerRuntimeExternal,
  BUNDLER_RUNTIME_GLOBAL,
  sharedConfig,
  SINGLETON_LIBRARIES,
  SHARED_ENTRIES,
};
