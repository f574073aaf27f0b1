// @ts-check
/**
 * What a first visit to a page loads, read off the build (docs/decisions/0007-first-visit-performance.md):
 * each app publishes `first-load.json` beside its files, with the chunk groups it starts with and
 * the files of each, the shared modules each group consumes, and the files of every shared module
 * it provides. The shell server reads them to put a page's styles and the list of its scripts in its HTML,
 * and `e2e/journeys/first-load-budget.spec.ts` adds up a page's JavaScript against the budget.
 *
 * The host publishes `startup` (its entry and the chunk group its bootstrap loads) and the fonts of
 * each language; a remote publishes its container's entry, the `./pages` expose, and one group per
 * declared page and panel, by name.
 */
const path = require('node:path');
const { loadTs } = require('./pages.cjs');

/** The host's document script: it starts the entry once the server's page is shown (shell/src/start.ts, ADR 0007). */
const HOST_START_FILE = 'start.js';
// The file's name and the languages are the contract's (one place for each fact).
const CONTRACT_DIR = path.dirname(require.resolve('@ilm/contract'));
const { FIRST_LOAD_FILE } = loadTs(path.join(CONTRACT_DIR, 'first-load-vocabulary.ts'));
const { LANGUAGES, DEFAULT_LANGUAGE } = loadTs(path.join(CONTRACT_DIR, 'languages-vocabulary.ts'));
/** The languages whose strings are loaded lazily (English is bundled). */
const LAZY_LANGUAGES = new Set(LANGUAGES.map((language) => language.code).filter((code) => code !== DEFAULT_LANGUAGE));
/** A lazy import of a namespace's strings in one language: `import('./locales/common.ar')` (docs/rules/languages.md). */
const STRINGS_REQUEST = /\.([a-z]{2,3})$/;

/** Names of the CSS chunks that hold a language's font faces: `import(/* webpackChunkName: "font-ar" *\/ …)`. */
const FONT_CHUNK = /^font-([a-z]{2,3})$/;

/** The import paths a declaration's lazy functions name: `() => import('./pages/home-page')`, also as tsx compiles it (`require("./pages/home-page")`). */
function importPathOf(loader) {
  const match = /(?:import|require)\(\s*["']([^"']+)["']/.exec(String(loader));
  return match ? match[1] : undefined;
}

/**
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').ChunkGroup} group
 */
function describeGroup(compilation, group) {
  const js = new Set();
  const css = new Set();
  const consumes = new Set();
  /** @type {Map<string, Set<string>>} */
  const strings = new Map();
  for (const chunk of group.chunks) {
    for (const file of chunk.files) {
      if (file.endsWith('.js')) js.add(file);
      else if (file.endsWith('.css')) css.add(file);
    }
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module')
        consumes.add(/** @type {{ options: { shareKey: string } }} */ (/** @type {unknown} */ (module)).options.shareKey);
      for (const [language, files] of stringsOf(compilation, module)) {
        const known = strings.get(language) ?? new Set();
        for (const file of files) known.add(file);
        strings.set(language, known);
      }
    }
  }
  /** @type {{ js: string[], css: string[], consumes: string[], strings?: Record<string, string[]> }} */
  const described = { js: [...js].sort(), css: [...css].sort(), consumes: [...consumes].sort() };
  if (strings.size > 0)
    described.strings = Object.fromEntries([...strings].sort(([a], [b]) => a.localeCompare(b)).map(([language, files]) => [language, [...files].sort()]));
  return described;
}

/**
 * The scripts of the strings `module` loads lazily, by language: the chunks of each of its
 * `import('./<ns>.<lang>')` (registerTranslations, docs/rules/languages.md). A page in that language
 * asks for them as soon as the module runs; named in the first load, they are fetched with the
 * scripts before them, not after (ADR 0007, lever 31).
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').Module} module
 * @returns {[string, string[]][]}
 */
function stringsOf(compilation, module) {
  /** @type {[string, string[]][]} */
  const found = [];
  for (const block of module.blocks) {
    const request = /** @type {{ request?: string } | undefined} */ (block.dependencies[0])?.request;
    const language = request && STRINGS_REQUEST.exec(request)?.[1];
    if (!language || !LAZY_LANGUAGES.has(language)) continue;
    const group = compilation.chunkGraph.getBlockChunkGroup(block);
    if (group) found.push([language, group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))]);
  }
  return found;
}

/** The chunk group a module's lazy `import()` of `request` starts, if any. */
function blockGroup(compilation, module, request) {
  for (const block of module.blocks) {
    const dependency = /** @type {{ request?: string } | undefined} */ (block.dependencies[0]);
    if (request === undefined || dependency?.request === request) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (group) return group;
    }
  }
  return undefined;
}

/** The module built from `file` (an absolute path), if the compilation has it. */
function moduleOf(compilation, file) {
  for (const module of compilation.modules) {
    if (/** @type {{ resource?: string }} */ (module).resource === file) return module;
  }
  return undefined;
}

/**
 * The host's fonts: for each language, its font stylesheet and the files to preload, the regular and
 * the bold weight: every page's first paint uses both (its text, its heading), and a bold face found
 * only by layout is fetched after the page's other files, at the highest priority (ADR 0007, lever 6).
 */
function describeFonts(compilation) {
  /** @type {Record<string, { css: string[], preload: string[] }>} */
  const fonts = {};
  for (const chunk of compilation.chunks) {
    const language = chunk.name && FONT_CHUNK.exec(chunk.name)?.[1];
    if (!language) continue;
    const css = [...chunk.files].filter((file) => file.endsWith('.css'));
    const preload = [...chunk.auxiliaryFiles].filter((file) => /-(400|700)-normal\.[\w]+\.woff2$/.test(file));
    fonts[language] = { css: css.sort(), preload: preload.sort() };
  }
  return fonts;
}

/**
 * The chunk groups a first visit starts with (see the file's comment): the entry; the host's
 * startup group or a remote's `./pages` expose; a remote's pages and panels, by name; and the
 * groups of the shared modules the app provides, by share key. Throws when one is missing.
 * @param {import('webpack').Compilation} compilation
 * @param {FirstLoadOptions} options
 */
function firstLoadGroups(compilation, { appDir, entryFile, container, declarations, routesFile }) {
  const entry = compilation.namedChunkGroups.get(container ?? 'main');
  if (!entry) throw new Error(`no entry chunk group ${container ?? 'main'}`);
  /** @type {Record<string, import('webpack').ChunkGroup>} */
  const provides = {};
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const name = /** @type {{ _name: string }} */ (/** @type {unknown} */ (module))._name;
    const group = module.blocks[0] && compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
    if (group) provides[name] = group;
  }
  if (!container) {
    // The host: the chunk group its entry's `import('./bootstrap')` loads at start.
    const index = moduleOf(compilation, path.join(appDir, entryFile));
    const startup = index && blockGroup(compilation, index, undefined);
    if (!startup) throw new Error(`${entryFile} starts no chunk group (its import('./bootstrap'))`);
    return { entry, startup, provides, pages: {}, panels: {} };
  }
  // A remote: the `./pages` expose, then each page's and panel's own chunk group.
  const startup = compilation.namedChunkGroups.get('__federation_expose_pages');
  if (!startup) throw new Error('no chunk group for the ./pages expose');
  const routes = moduleOf(compilation, path.join(appDir, routesFile ?? 'src/routes.ts'));
  if (!routes) throw new Error(`${routesFile} is not in the build`);
  /** @param {{ name: string }[]} items @param {(item: any) => unknown} loaderOf */
  const byName = (items, loaderOf) =>
    Object.fromEntries(
      items.map((item) => {
        const request = importPathOf(loaderOf(item));
        const group = request && blockGroup(compilation, routes, request);
        if (!group) throw new Error(`"${item.name}": no chunk group for its import (${request ?? 'none found'})`);
        return [item.name, group];
      }),
    );
  return {
    entry,
    startup,
    provides,
    pages: byName(declarations?.pages ?? [], (page) => page.page),
    panels: byName(declarations?.panels ?? [], (panel) => panel.panel),
  };
}

/**
 * @typedef {{ appDir: string, entryFile: string, container?: string, declarations?: { pages: { name: string, page: unknown }[], panels?: { name: string, panel: unknown }[] }, routesFile?: string }} FirstLoadOptions
 *   `container` and `declarations` for a remote (its container name and its src/routes.ts's `remotePages`).
 */

/**
 * Has `work` run with the build's first-load chunk groups ({@link firstLoadGroups}) at `stage` of
 * its assets' processing, for each compilation; a group that cannot be found fails the build, its
 * error headed `label`. FirstLoadPlugin and CompileHintsPlugin read the groups at different stages.
 * @param {import('webpack').Compiler} compiler
 * @param {{ name: string, stage: number, label: string, options: FirstLoadOptions }} tap
 * @param {(compilation: import('webpack').Compilation, groups: ReturnType<typeof firstLoadGroups>) => void} work
 */
function tapFirstLoadGroups(compiler, { name, stage, label, options }, work) {
  const { WebpackError } = compiler.webpack;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({ name, stage }, () => {
      try {
        work(compilation, firstLoadGroups(compilation, options));
      } catch (error) {
        compilation.errors.push(new WebpackError(`${label}: ${error instanceof Error ? error.message : String(error)}`));
      }
    });
  });
}

/** Publishes `first-load.json` (see the file's comment). */
class FirstLoadPlugin {
  /** @param {FirstLoadOptions} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const tap = { name: 'FirstLoadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT, label: `First load (${FIRST_LOAD_FILE})`, options: this.options };
    tapFirstLoadGroups(compiler, tap, (compilation, groups) => {
      /** @param {Record<string, import('webpack').ChunkGroup>} named */
      const describeEach = (named) => Object.fromEntries(Object.entries(named).map(([name, group]) => [name, describeGroup(compilation, group)]));
      const provides = Object.fromEntries(Object.entries(describeEach(groups.provides)).sort(([a], [b]) => a.localeCompare(b)));
      const entry = describeGroup(compilation, groups.entry);
      /** @type {Record<string, unknown>} */
      const published = { entry, provides, startup: describeGroup(compilation, groups.startup) };
      if (!this.options.container) {
        published.fonts = describeFonts(compilation);
        // The document's script comes first: start.js (built apart), which starts the entry once the page is shown.
        published.entry = { ...entry, js: [HOST_START_FILE, ...entry.js] };
      } else {
        published.pages = describeEach(groups.pages);
        published.panels = describeEach(groups.panels);
      }
      compilation.emitAsset(FIRST_LOAD_FILE, new sources.RawSource(`${JSON.stringify(published, null, 2)}\n`));
    });
  }
}

module.exports = { FirstLoadPlugin, FONT_CHUNK, HOST_START_FILE, tapFirstLoadGroups, importPathOf };
