// @ts-check
/**
 * What a first visit starts with, in one file (docs/decisions/0007-first-visit-performance.md,
 * levers 17 and 29).
 *
 * The federation gives each shared module the host provides a chunk group of its own, loaded when a
 * container first asks for it. The shell provides only what its start uses, so a first visit loads
 * every one of them: fourteen files, each a request and a script to insert and run. The host's
 * startup (its entry's `import('./bootstrap')`) is one more group that every first visit loads, and
 * code both hold (the contract's languages and names) went into small chunks of its own. This cache
 * group moves the code that only those groups hold into one chunk, Preact's too (its priority is
 * above Preact's cache group). Code that a page's own chunk holds too stays where it is, so no page
 * loads more than before; the budget check (e2e/journeys/first-load-budget.spec.ts) fails if a
 * first load grows.
 *
 * That code comes in two files (lever 32): the browser finishes compiling a script on the page's
 * main thread in one task as it runs it, and for all 250 KB that task took 13–22 ms here, a long
 * task on a phone's CPU; the libraries of strings, server data and stores go into a second file,
 * so each half's task stays short.
 */

/** The federation's modules that start a shared module's chunk group: the provider, and a consumer's fallback. */
const SHARE_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);

/** The name of the chunk that holds them. */
const SHARED_MODULES_CHUNK = 'shared-modules';

/** The name of the chunk that holds the start's libraries of strings, server data and stores. */
const SHARED_LIBRARIES_CHUNK = 'shared-libraries';

/** Those libraries' files: i18next and its React binding, TanStack Query, nanostores, cookie (about 110 of the 250 KB). */
const START_LIBRARIES =
  /[\\/]node_modules[\\/](?:i18next|react-i18next|i18next-resources-to-backend|@tanstack[\\/][\w.-]+|nanostores|@nanostores[\\/]react|cookie)[\\/]/;

/**
 * Whether a chunk group is one a first visit always loads at the start: started by shared modules
 * alone (every origin a provider or a fallback), or by the host's entry module itself (its
 * `import('./bootstrap')`, the startup group).
 * @param {{ origins: { module?: { type: string, resource?: string } | null }[] }} group
 * @param {string | undefined} entryFile the host's entry module (an absolute path)
 */
function startedAtStart(group, entryFile) {
  return (
    group.origins.length > 0 &&
    group.origins.every((origin) =>
      Boolean(origin.module && (SHARE_MODULE_TYPES.has(origin.module.type) || (entryFile !== undefined && origin.module.resource === entryFile))),
    )
  );
}

/**
 * Whether `module` is held by those chunk groups only (the federation's own modules stay where the
 * federation puts them).
 * @param {{ type: string }} module
 * @param {{ chunkGraph: { getModuleChunksIterable(module: any): Iterable<{ groupsIterable: Iterable<any> }> } }} context
 * @param {string} [entryFile] the host's entry module: its startup group's code joins too
 */
function onlyInStartGroups(module, { chunkGraph }, entryFile) {
  if (SHARE_MODULE_TYPES.has(module.type)) return false;
  const chunks = [...chunkGraph.getModuleChunksIterable(module)];
  return chunks.length > 0 && chunks.every((chunk) => [...chunk.groupsIterable].every((group) => startedAtStart(group, entryFile)));
}

/**
 * The host's `splitChunks` cache group of the start's code that {@link sharedLibrariesCacheGroup} leaves.
 * @param {string} entryFile the host's entry module (an absolute path)
 */
function sharedModulesCacheGroup(entryFile) {
  return {
    test: (/** @type {{ type: string }} */ module, /** @type {any} */ context) => onlyInStartGroups(module, context, entryFile),
    chunks: /** @type {const} */ ('async'),
    name: SHARED_MODULES_CHUNK,
    enforce: true,
    priority: 2,
  };
}

/**
 * The second half of the start's code: the libraries {@link START_LIBRARIES} names, when only the
 * start's groups hold them (ranked above {@link sharedModulesCacheGroup}, which takes the rest).
 * @param {string} entryFile the host's entry module (an absolute path)
 */
function sharedLibrariesCacheGroup(entryFile) {
  const sharedModules = sharedModulesCacheGroup(entryFile);
  return {
    ...sharedModules,
    test: (/** @type {{ type: string, resource?: string }} */ module, /** @type {any} */ context) =>
      START_LIBRARIES.test(module.resource ?? '') && sharedModules.test(module, context),
    name: SHARED_LIBRARIES_CHUNK,
    priority: sharedModules.priority + 1,
  };
}

/**
 * The host's `splitChunks` cache groups of its start's code, both halves (webpack.cjs).
 * @param {string} entryFile the host's entry module (an absolute path)
 */
function startCacheGroups(entryFile) {
  return { sharedLibraries: sharedLibrariesCacheGroup(entryFile), sharedModules: sharedModulesCacheGroup(entryFile) };
}

module.exports = { startCacheGroups, sharedModulesCacheGroup, sharedLibrariesCacheGroup, onlyInStartGroups, SHARED_MODULES_CHUNK, SHARED_LIBRARIES_CHUNK };
