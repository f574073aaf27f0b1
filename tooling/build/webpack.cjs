// @ts-check
/**
 * The webpack configuration every app builds with: TypeScript through swc, CSS Modules whose
 * class names carry the app's name, and the shared federation plugin.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { federationPlugin, federationRuntimeCorePath, bundlerRuntimeAliases, bundlerRuntimeExternal } = require('./federation.cjs');
const { PagesSnapshotPlugin, PublishPagesPlugin, readRemotePages, ROUTES_FILE } = require('./pages.cjs');
const { FirstLoadPlugin, HOST_START_FILE } = require('./first-load.cjs');
const { CompileHintsPlugin } = require('./compile-hints.cjs');
const { IconsPlugin, iconLinks } = require('./icons.cjs');
const { PageChunkNamesPlugin } = require('./page-chunk-names.cjs');
const { originalOf, precompressPlugins } = require('./precompress.cjs');
const { startCacheGroups } = require('./shared-modules-chunk.cjs');
const { existsSync, readFileSync } = require('node:fs');
const webpack = require('webpack');
const { siteOfWorkspace } = require('./site-pages.cjs');
const { webpackAliases } = require('./react-drawn-by-preact.cjs');

/** A remote that has this file draws its public pages on its server too (docs/decisions/0005-server-rendering.md). */
const SERVER_RENDER_FILE = 'src/server-render.ts';

/**
 * The federation runtime's debug switch, decided by a production build: off. Left undefined, the
 * runtime reads `localStorage` to find it as it starts, a synchronous round trip to the browser and
 * a visit's first (patches/@module-federation__sdk@2.9.2.patch; ADR 0007, lever 21). A development
 * build still takes it from `localStorage.FEDERATION_DEBUG`.
 */
const federationDebugOff = () => new webpack.DefinePlugin({ FEDERATION_DEBUG: 'false' });

/** Every `react` and `react-dom` import resolves to Preact (react-drawn-by-preact.cjs). */
const PREACT_ALIASES = webpackAliases();

/** The runtime config of a dev server, from the same settings the production servers read. */
function devRuntimeConfig() {
  return {
    API_BASE_URL: process.env.API_BASE_URL ?? 'http://localhost:8000/',
    PRODUCT_NAME: process.env.PRODUCT_NAME ?? 'Ilm',
    COUNTRY_LOOKUP_URL: process.env.COUNTRY_LOOKUP_URL ?? 'https://ip2c.org/s',
  };
}

/** The site's remotes, each with its folder and local port: the repository's `remotes.json`, the one list of them. */
const SITE_REMOTES_FILE = path.resolve(__dirname, '..', '..', 'remotes.json');

/** The remotes list of the shell's dev server: `REMOTES` (a JSON object) over the local remotes of `remotes.json`. */
function devRemotes() {
  /** @type {Record<string, { port: number }>} */
  const site = JSON.parse(readFileSync(SITE_REMOTES_FILE, 'utf8'));
  const local = Object.fromEntries(Object.entries(site).map(([name, { port }]) => [name, `http://localhost:${port}/mf-manifest.json`]));
  const value = process.env.REMOTES?.trim();
  const remotes = value?.startsWith('{') ? { ...local, ...JSON.parse(value) } : local;
  // A remote set to null is left out, as the shell server leaves it out (shell/src/server/settings.ts).
  return Object.fromEntries(Object.entries(remotes).filter(([, url]) => url !== null));
}

/**
 * How each kind of file is built: TypeScript through swc, CSS Modules whose class names carry the
 * app's name, assets as files, content files as HTML. The server bundle (`server: true`) keeps the
 * same class names and file names but emits neither styles nor files: the browser build has them.
 */
/** The `@ilm/shared` package's folder (its real path: webpack resolves the workspace link to it). */
const SHARED_PACKAGE_DIR = path.dirname(require.resolve('@ilm/shared/package.json', { paths: [path.join(__dirname, '..', '..', 'shell')] }));

/**
 * css-loader with CSS Modules `modules`; in the browser build, its CSS extracted into files beside the
 * chunks (one per chunk that has any), which the HTML links and the runtime loads with their chunk:
 * a page's styles arrive with its HTML, not after its scripts (docs/decisions/0007-first-visit-performance.md).
 */
function cssLoaders(server, modules) {
  return [...(server ? [] : [MiniCssExtractPlugin.loader]), { loader: require.resolve('css-loader'), options: { modules } }];
}

function moduleRules({ name, production, server }) {
  const cssModules = {
    // Class names carry the app's name, so no remote's class collides with another's.
    localIdentName: `${name}__[local]__[hash:base64:5]`,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    exportOnlyLocals: server,
  };
  const sharedCssModules = { ...cssModules, localIdentName: 'ilm_shared__[local]__[hash:base64:5]', localIdentContext: SHARED_PACKAGE_DIR };
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2022',
          },
        },
      },
    },
    {
      test: /\.module\.css$/,
      oneOf: [
        // @ilm/shared's components are shared modules: the page uses the copy that loaded first
        // (the shell's), while a remote's server bundle draws them with its own. Their class names
        // must not depend on the app, or a server-drawn button keeps a class no stylesheet has.
        { include: SHARED_PACKAGE_DIR, use: cssLoaders(server, sharedCssModules) },
        { use: cssLoaders(server, cssModules) },
      ],
    },
    server
      ? { test: /\.css$/, exclude: /\.module\.css$/, loader: require.resolve('./empty-module-loader.cjs') }
      : { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
    { test: /\.(png|svg|jpe?g|gif|webp|woff2?)$/, type: 'asset/resource', generator: { emit: !server } },
    // A font the stylesheet names with `?unicode-range=…` is cut to those characters (font-subset-loader.cjs).
    { test: /\.woff2?$/, resourceQuery: /unicode-range=/, use: require.resolve('./font-subset-loader.cjs') },
    // Content files: compiled to HTML at build time (markdown-loader.cjs, docs/rules/content.md).
    { test: /\.md$/, use: require.resolve('./markdown-loader.cjs') },
  ];
}

/**
 * An app's server bundle: its `src/server-render.ts` for Node. A remote's is `dist/server/render.js`,
 * which its server loads to draw its public pages for the shell server (docs/decisions/0005-server-rendering.md);
 * the shell's is `dist/server/layout.js`, which its server loads to draw the layouts around them
 * (docs/decisions/0007-first-visit-performance.md). Everything is bundled in: the server needs nothing else from its build.
 */
function serverRenderConfig({ appDir, name, production, entryName }) {
  return {
    name: `${name}-server`,
    mode: production ? 'production' : 'development',
    context: appDir,
    target: 'node20',
    entry: { [entryName]: `./${SERVER_RENDER_FILE}` },
    devtool: false,
    output: {
      path: path.join(appDir, 'dist', 'server'),
      filename: '[name].js',
      chunkFilename: '[name].js',
      // The same names as the browser build's assets, so an image's URL is the same in both.
      assetModuleFilename: '../assets/[name].[contenthash:8][ext]',
      library: { type: 'commonjs2' },
      uniqueName: `${name}_server`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: PREACT_ALIASES },
    module: { rules: moduleRules({ name, production, server: true }) },
    // One file: the page modules the declaration imports lazily are drawn at once on the server.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
  };
}

/** The federation runtime a remote's own page loads before its scripts (standalone-federation-runtime.js). */
const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/**
 * What the browser build's clean leaves in dist/: the server bundle (dist/server), and the files the
 * other compilations write beside it (a remote's standalone runtime, the host's start.js), each with
 * its .br and .gz (precompress.cjs).
 */
const BUILT_BESIDE = new Set([STANDALONE_RUNTIME_FILE, HOST_START_FILE]);
const keptByClean = (/** @type {string} */ file) => /^server[\\/]/.test(file) || BUILT_BESIDE.has(originalOf(file));

/**
 * The bundle of standalone-federation-runtime.js for a remote run alone: built apart, without the
 * federation plugin, which would otherwise start this bundle too by reading the runtime it provides.
 */
function standaloneRuntimeConfig({ appDir, name, production }) {
  return {
    name: `${name}-federation-runtime`,
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: require.resolve('./standalone-federation-runtime.js'),
    devtool: false,
    output: { path: path.join(appDir, 'dist'), filename: STANDALONE_RUNTIME_FILE, uniqueName: `${name}_federation_runtime`, clean: false },
    resolve: { alias: { 'ilm-federation-runtime-core$': federationRuntimeCorePath(appDir), ...bundlerRuntimeAliases(appDir) } },
    plugins: production ? [federationDebugOff(), ...precompressPlugins()] : [],
    performance: { hints: false },
  };
}

/**
 * The bundle of the host's `src/start.ts`: built apart, without the federation plugin, so that the
 * page runs nothing of the federation runtime before its first paint is shown. Not hashed (served
 * `no-cache`, as `remoteEntry.js`): the HTML that names it is written by the other compilation.
 */
function hostStartConfig({ appDir, name, production }) {
  return {
    name: `${name}-start`,
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: './src/start.ts',
    devtool: false,
    output: { path: path.join(appDir, 'dist'), filename: HOST_START_FILE, uniqueName: `${name}_start`, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    // Only its own code: its modules' unused exports and side-effect-free packages are left out in development too.
    module: { rules: moduleRules({ name, production, server: true }).slice(0, 1) },
    optimization: { sideEffects: true, usedExports: true, providedExports: true },
    plugins: production ? precompressPlugins() : [],
    performance: { hints: false },
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir     the app's folder (`__dirname` of its webpack.config.js)
 * @param {string} options.name       container name: `shell`, `mfe_auth`, …
 * @param {number} options.port       dev-server port (3000 for the shell; a remote's port in remotes.json)
 * @param {string} options.title      title of the standalone HTML page
 * @param {Record<string, string>} [options.exposes]  a remote's exposed modules besides its pages; absent for the shell
 *
 * A remote always exposes `./pages` (its `src/routes.ts`, from which the shell loads each page
 * by name) and publishes `pages.json` beside its manifest (docs/rules/pages.md).
 */
function createWebpackConfig({ appDir, name, port, title, exposes }) {
  return (/** @type {Record<string, unknown>} */ env, /** @type {{mode?: string}} */ argv) => {
    const production = argv.mode !== 'development';
    const isHost = !exposes;
    // `--env routes=src/other-routes.ts` builds the remote from another declaration (a preview,
    // or the e2e journey that adds a page without touching the shell).
    const routesFile = typeof env?.routes === 'string' ? env.routes : ROUTES_FILE;
    const remoteExposes = isHost ? undefined : { './pages': `./${routesFile}`, ...exposes };
    const firstLoad = isHost
      ? { appDir, entryFile: 'src/index.ts' }
      : { appDir, entryFile: 'src/index.ts', container: name, routesFile, declarations: readRemotePages(appDir, routesFile) };
    const browser = {
      mode: production ? 'production' : 'development',
      context: appDir,
      // The CSP prelude first: zod must not probe `new Function` under the site's policy (csp-prelude.cjs).
      entry: [require.resolve('./csp-prelude.cjs'), './src/index.ts'],
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // The host's HTML is served at every URL, so its scripts need absolute paths; a remote
        // finds its chunks next to its manifest, wherever it is deployed.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: { keep: keptByClean },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // One runtime module in the host: the plugin that hands the runtime to the remotes asks for it
        // by another name, which would otherwise resolve to its CommonJS copy (a second runtime, ~24 KiB).
        alias: {
          ...PREACT_ALIASES,
          ...(isHost ? { '@module-federation/runtime-tools/runtime-core$': federationRuntimeCorePath(appDir), ...bundlerRuntimeAliases(appDir) } : {}),
        },
      },
      // A remote's container uses the bundler runtime the shell provides (provide-bundler-runtime.js).
      externals: isHost ? [] : [bundlerRuntimeExternal],
      module: { rules: moduleRules({ name, production, server: false }) },
      plugins: [
        federationPlugin({ name, appDir, exposes: remoteExposes }),
        ...(production ? [federationDebugOff()] : []),
        // Class names are scoped by CSS Modules, so the order of the files does not decide which rule wins.
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
          ignoreOrder: true,
        }),
        isHost ? new PagesSnapshotPlugin() : new PublishPagesPlugin({ appDir, routesFile }),
        ...(isHost ? [] : [new PageChunkNamesPlugin({ appDir })]),
        // first-load.json: what a first visit loads (docs/decisions/0007-first-visit-performance.md),
        // and those scripts marked to be compiled as they stream in (compile-hints.cjs).
        new FirstLoadPlugin(firstLoad),
        ...(production ? [new CompileHintsPlugin(firstLoad)] : []),
        new IconsPlugin(),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          publicPath: '/',
          iconLinks: iconLinks(),
          chunks: ['main'],
          // The host's document runs start.js alone, which starts the entry (ADR 0007); a remote's page its entry.
          inject: !isHost,
          hostStart: isHost ? `/${HOST_START_FILE}` : undefined,
          // A remote run alone has no shell to hand it the federation runtime: its page loads one first.
          federationRuntime: isHost ? undefined : `/${STANDALONE_RUNTIME_FILE}`,
        }),
        // Each text file's .br and .gz beside it, which the servers send as they are.
        ...(production ? precompressPlugins() : []),
      ],
      // Chunks have short numeric ids; a page's own chunk keeps a name (page-chunk-names.cjs).
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Stylesheets minified too: the shell server writes a page's into its HTML (ADR 0007).
        minimizer: ['...', new CssMinimizerPlugin()],
        splitChunks: {
          cacheGroups: {
            // Preact in one chunk: each of React's entry points that it stands for would otherwise carry a copy.
            preact: {
              test: /[\\/]node_modules[\\/](\.pnpm[\\/]preact@[^\\/]+[\\/]node_modules[\\/])?preact[\\/]/,
              name: 'preact',
              chunks: 'all',
              enforce: true,
              priority: 1,
            },
            // The host's shared modules and its startup in two chunks: a first visit loads them all (shared-modules-chunk.cjs).
            // Preact's modules match both groups: the host's group, of higher priority, takes them too.
            ...(isHost ? startCacheGroups(path.join(appDir, firstLoad.entryFile)) : {}),
          },
        },
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { runtimeErrors: false } },
        // A remote run alone reads the same runtime config the shell server would hand it.
        setupMiddlewares: (middlewares, server) => {
          server.app?.get('/runtime-config.json', (_request, response) => response.json(devRuntimeConfig()));
          // The shell server composes the remotes' published pages and panels; a dev server (the shell's, or a
          // remote run alone, whose links name other remotes' pages) reads every workspace remote's sources.
          server.app?.get('/site-pages.json', (_request, response) => response.json(siteOfWorkspace({ fresh: true })));
          if (isHost) {
            // What the shell's production server answers, for `pnpm --filter @ilm/shell dev`.
            server.app?.get('/remotes.json', (_request, response) => response.json(devRemotes()));
            server.app?.get('/api/country', (request, response) =>
              response.type('text/plain').send(String(request.headers['x-country-code'] ?? process.env.DEFAULT_COUNTRY ?? 'US').toUpperCase()),
            );
          }
          return middlewares;
        },
      },
    };
    // A production build of a remote that draws its pages on its server builds that bundle too; a
    // preview from another declaration (`--env routes=`, often with `--output-path`) is drawn by the browser alone.
    const serverRender = production && routesFile === ROUTES_FILE && existsSync(path.join(appDir, SERVER_RENDER_FILE));
    const server = serverRender ? [serverRenderConfig({ appDir, name, production, entryName: isHost ? 'layout' : 'render' })] : [];
    if (isHost) return [browser, hostStartConfig({ appDir, name, production }), ...server];
    return [browser, standaloneRuntimeConfig({ appDir, name, production }), ...server];
  };
}

module.exports = { createWebpackConfig };
