const { onlyInSharedModuleGroups, sharedModulesCacheGroup, SHARED_MODULES_CHUNK } = require('./shared-modules-chunk.cjs');

/** A chunk group started by modules of these types (`null`: an entry point, started by no module). */
const group = (...originTypes) => ({ origins: originTypes.map((type) => ({ module: type === null ? null : { type } })) });
const chunk = (...groups) => ({ groupsIterable: groups });
/** What webpack hands the cache group's test: the chunk graph, here only the chunks each module is in. */
const contextWith = (chunksOf) => ({ chunkGraph: { getModuleChunksIterable: (module) => chunksOf.get(module) ?? [] } });

describe('the host’s shared modules in one chunk (shared-modules-chunk.cjs, ADR 0007 lever 17)', () => {
  const library = { type: 'javascript/auto' };
  const providerGroup = group('provide-module');
  const fallbackGroup = group('consume-shared-module');
  const pageGroup = group('javascript/auto');

  it('takes code that only shared modules’ groups hold, their providers’ and their fallbacks’', () => {
    const context = contextWith(new Map([[library, [chunk(providerGroup), chunk(fallbackGroup, providerGroup)]]]));
    expect(onlyInSharedModuleGroups(library, context)).toBe(true);
  });

  it('leaves code a page’s own chunk holds too where it is, so that page loads no more than before', () => {
    expect(onlyInSharedModuleGroups(library, contextWith(new Map([[library, [chunk(providerGroup), chunk(pageGroup)]]])))).toBe(false);
    expect(onlyInSharedModuleGroups(library, contextWith(new Map([[library, [chunk(providerGroup, pageGroup)]]])))).toBe(false);
    // A group started by a shared module and by a page's import at once.
    expect(onlyInSharedModuleGroups(library, contextWith(new Map([[library, [chunk(group('provide-module', 'javascript/auto'))]]])))).toBe(false);
  });

  it('leaves the entry’s code, and code in no chunk, alone', () => {
    expect(onlyInSharedModuleGroups(library, contextWith(new Map([[library, [chunk(group(null))]]])))).toBe(false);
    expect(onlyInSharedModuleGroups(library, contextWith(new Map()))).toBe(false);
  });

  it.each(['provide-module', 'consume-shared-module'])('leaves the federation’s own %s where the federation puts it', (type) => {
    const federationModule = { type };
    expect(onlyInSharedModuleGroups(federationModule, contextWith(new Map([[federationModule, [chunk(providerGroup)]]])))).toBe(false);
  });

  it('is a cache group of the async chunks, by one name, that splitChunks’ size rules do not stop', () => {
    expect(sharedModulesCacheGroup()).toEqual({ test: onlyInSharedModuleGroups, chunks: 'async', name: SHARED_MODULES_CHUNK, enforce: true, priority: 0 });
  });
});
