// @ts-check
/**
 * Page declarations at build time (docs/rules/pages.md): a remote's `src/routes.ts` is read in
 * Node, its title, navigation-label and panel-label keys are resolved to text in every language
 * its `src/i18n/<namespace>.<lang>.ts` files hold, and the result is published as `pages.json`
 * beside `mf-manifest.json`. The same reading serves the Jest preset and the dev servers, which
 * need the whole workspace's pages for links.
 */
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const path = require('node:path');

/** Where a remote declares its pages, relative to its folder. */
const ROUTES_FILE = 'src/routes.ts';
/** Where a remote keeps its strings: `<namespace>.<lang>.ts`, each exporting one object. */
const LOCALES_DIR = 'src/i18n';

/** Loads a TypeScript module in Node, afresh (a dev build re-reads it after an edit). */
function loadTs(file) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const dir = path.dirname(path.dirname(file));
  for (const key of Object.keys(require.cache)) if (key.startsWith(dir)) delete require.cache[key];
  return tsxRequire(file, __filename);
}

// The file names are the contract's (one place for each fact): `pages.json` beside the manifest,
// `pages-snapshot.json` in the host's build.
const { PAGES_FILE, PAGES_SNAPSHOT_FILE: SNAPSHOT_FILE } = loadTs(path.join(path.dirname(require.resolve('@ilm/contract')), 'pages-vocabulary.ts'));

/** The `remotePages` a remote's `src/routes.ts` exports. */
function readRemotePages(appDir, routesFile = ROUTES_FILE) {
  const file = path.join(appDir, routesFile);
  const module = loadTs(file);
  if (!module.remotePages) throw new Error(`${file} must export \`remotePages\``);
  return module.remotePages;
}

/** The remote's strings by language: `{ en: {...}, ar: {...} }`, from `src/i18n/<namespace>.<lang>.ts`. */
function readLocales(appDir, namespace) {
  const dir = path.join(appDir, LOCALES_DIR);
  const pattern = new RegExp(`^${namespace}\\.([a-z]{2,3})\\.ts$`);
  /** @type {Record<string, Record<string, unknown>>} */
  const locales = {};
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    const match = pattern.exec(name);
    if (!match) continue;
    const module = loadTs(path.join(dir, name));
    const strings = Object.values(module).find((value) => value && typeof value === 'object');
    if (strings) locales[/** @type {string} */ (match[1])] = /** @type {Record<string, unknown>} */ (strings);
  }
  return locales;
}

/** The text under a dotted key, or undefined. */
function lookup(strings, key) {
  const value = key.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), strings);
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * `key` in every language that has it; English is required (it is every language's fallback).
 * @returns {Record<string, string>}
 */
function localize(key, locales, where) {
  /** @type {Record<string, string>} */
  const text = {};
  for (const [language, strings] of Object.entries(locales)) {
    const value = lookup(strings, key);
    if (value) text[language] = value;
  }
  if (!text.en) throw new Error(`${where}: the key "${key}" has no English text`);
  return text;
}

/**
 * The panels a remote offers (docs/rules/pages.md#panels) as `pages.json` holds them: the label
 * in every language, the module left out (the shell loads it by name from the `pages` expose).
 */
function publishPanels(remotePages, locales) {
  const { remote, namespace } = remotePages;
  return (remotePages.panels ?? []).map((panel) => ({
    name: panel.name,
    slot: panel.slot,
    access: panel.access,
    label: localize(panel.label, locales, `${remote} panel "${panel.name}" (namespace ${namespace})`),
  }));
}

/** The serialisable part of a remote's declaration, as `pages.json` holds it (the contract's PagesDeclaration). */
function publishPages(remotePages, locales) {
  const { remote, namespace } = remotePages;
  const panels = publishPanels(remotePages, locales);
  return {
    remote,
    pages: remotePages.pages.map((page) => {
      const where = `${remote} page "${page.name}" (namespace ${namespace})`;
      /** @type {Record<string, unknown>} */
      const published = {
        name: page.name,
        paths: Array.isArray(page.path) ? [...page.path] : [page.path],
        layout: page.layout,
        access: page.access,
      };
      if (page.title) published.title = localize(page.title, locales, where);
      if (page.nav?.length) {
        published.nav = page.nav.map((entry) => ({
          slot: entry.slot,
          order: entry.order,
          label: localize(entry.label, locales, where),
          ...(entry.primary ? { primary: true } : {}),
        }));
      }
      if (page.role) published.role = page.role;
      if (page.fresh) published.fresh = true;
      return published;
    }),
    ...(panels.length ? { panels } : {}),
  };
}

/** A remote's published declaration, read from its sources. */
function declarationOf(appDir, routesFile = ROUTES_FILE) {
  const remotePages = readRemotePages(appDir, routesFile);
  return publishPages(remotePages, readLocales(appDir, remotePages.namespace));
}

/** The workspace root (the folder holding pnpm-workspace.yaml). */
const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..');

/** Every workspace app that declares pages, in the workspace's order (the default `REMOTES` order). */
function workspaceRemoteDirs(root = WORKSPACE_ROOT) {
  const workspace = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const dirs = [...workspace.matchAll(/^\s+-\s+([\w./-]+)\s*$/gm)].map((match) => path.join(root, /** @type {string} */ (match[1])));
  return dirs.filter((dir) => existsSync(path.join(dir, ROUTES_FILE)));
}

/**
 * The pages of every workspace remote, as composition takes them: for tests and dev servers,
 * where no shell server composes them.
 */
function workspaceDeclarations(root = WORKSPACE_ROOT) {
  return workspaceRemoteDirs(root).map((dir) => declarationOf(dir));
}

/** Publishes `pages.json` beside the remote's manifest, and rebuilds it when its sources change. */
class PublishPagesPlugin {
  /** @param {{ appDir: string, routesFile?: string }} options */
  constructor({ appDir, routesFile = ROUTES_FILE }) {
    this.appDir = appDir;
    this.routesFile = routesFile;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishPagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublishPagesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(path.join(this.appDir, this.routesFile));
        compilation.contextDependencies.add(path.join(this.appDir, LOCALES_DIR));
        try {
          const declaration = declarationOf(this.appDir, this.routesFile);
          compilation.emitAsset(PAGES_FILE, new sources.RawSource(`${JSON.stringify(declaration, null, 2)}\n`));
        } catch (error) {
          compilation.errors.push(new WebpackError(`Page declarations: ${error instanceof Error ? error.message : String(error)}`));
        }
      });
    });
  }
}

/**
 * The host's snapshot of every workspace remote's declaration at build time, `pages-snapshot.json`
 * (remote name -> declaration): what the shell server composes on a cold start while a remote is down.
 */
class PagesSnapshotPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PagesSnapshotPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PagesSnapshotPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        try {
          const snapshot = Object.fromEntries(workspaceDeclarations().map((declaration) => [declaration.remote, declaration]));
          compilation.emitAsset(SNAPSHOT_FILE, new sources.RawSource(`${JSON.stringify(snapshot)}\n`));
        } catch (error) {
          compilation.errors.push(new WebpackError(`Page snapshot: ${error instanceof Error ? error.message : String(error)}`));
        }
      });
    });
  }
}

module.exports = {
  loadTs,
  readRemotePages,
  PagesSnapshotPlugin,
  SNAPSHOT_FILE,
  PublishPagesPlugin,
  declarationOf,
  publishPages,
  publishPanels,
  workspaceDeclarations,
  workspaceRemoteDirs,
  PAGES_FILE,
  ROUTES_FILE,
};
