// @ts-check
/**
 * The host's shared modules in one file (docs/decisions/0007-first-visit-performance.md, lever 17).
 *
 * The federation gives each shared module the host provides a chunk group of its own, loaded when a
 * container first asks for it. The shell provides only what its start uses, so a first visit loads
 * every one of them: fourteen files, each a request and a script to insert and run. This cache group
 * moves the code that only those groups hold into one chunk. Code that a page's own chunk holds
 * too stays where it is, so no page loads more than before; the budget check
 * (e2e/journeys/first-load-budget.spec.ts) fails if a first load grows.
 */

/** The federation's modules that start a shared module's chunk group: the provider, and a consumer's fallback. */
const SHARE_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);

/** The name of the chunk that holds them. */
const SHARED_MODULES_CHUNK = 'shared-modules';

/**
 * Whether a chunk group was started by a shared module alone (every origin a provider or a fallback).
 * @param {{ origins: { module?: { type: string } | null }[] }} group
 */
function startedByShare(group) {
  return group.origins.length > 0 && group.origins.every((origin) => Boolean(origin.module && SHARE_MODULE_TYPES.has(origin.module.type)));
}

/**
 * Whether `module` is held by shared modules' chunk groups only (the federation's own modules stay
 * where the federation puts them).
 * @param {{ type: string }} module
 * @param {{ chunkGraph: { getModuleChunksIterable(module: any): Iterable<{ groupsIterable: Iterable<any> }> } }} context
 */
function onlyInSharedModuleGroups(module, { chunkGraph }) {
  if (SHARE_MODULE_TYPES.has(module.type)) return false;
  const chunks = [...chunkGraph.getModuleChunksIterable(module)];
  return chunks.length > 0 && chunks.every((chunk) => [...chunk.groupsIterable].every(startedByShare));
}

/** The host's `splitChunks` cache group (webpack.cjs). */
function sharedModulesCacheGroup() {
  return { test: onlyInSharedModuleGroups, chunks: /** @type {const} */ ('async'), name: SHARED_MODULES_CHUNK, enforce: true, priority: 0 };
}

module.exports = { sharedModulesCacheGroup, onlyInSharedModuleGroups, SHARED_MODULES_CHUNK };
