const {
  onlyInStartGroups,
  sharedLibrariesCacheGroup,
  sharedModulesCacheGroup,
  SHARED_LIBRARIES_CHUNK,
  SHARED_MODULES_CHUNK,
} = require('./shared-modules-chunk.cjs');

const ENTRY = '/app/src/index.ts';
/** A chunk group started by modules of these types (`null`: an entry point, started by no module; `ENTRY`: the host's entry module). */
const group = (...origins) => ({
  origins: origins.map((origin) => ({
    module: origin === null ? null : origin === ENTRY ? { type: 'javascript/auto', resource: ENTRY } : { type: origin, resource: '/app/src/routes.ts' },
  })),
});
const chunk = (...groups) => ({ groupsIterable: groups });
/** What webpack hands the cache group's test: the chunk graph, here only the chunks each module is in. */
const contextWith = (chunksOf) => ({ chunkGraph: { getModuleChunksIterable: (module) => chunksOf.get(module) ?? [] } });

describe('what a first visit starts with in one chunk: the host’s shared modules and its startup (shared-modules-chunk.cjs, ADR 0007 levers 17 and 29)', () => {
  const library = { type: 'javascript/auto' };
  const providerGroup = group('provide-module');
  const fallbackGroup = group('consume-shared-module');
  const startupGroup = group(ENTRY);
  const pageGroup = group('javascript/auto');

  it('takes code that only shared modules’ groups hold, their providers’ and their fallbacks’', () => {
    const context = contextWith(new Map([[library, [chunk(providerGroup), chunk(fallbackGroup, providerGroup)]]]));
    expect(onlyInStartGroups(library, context, ENTRY)).toBe(true);
  });

  it('takes code the host’s startup group holds, alone or with shared modules’ groups: every first visit loads it', () => {
    expect(onlyInStartGroups(library, contextWith(new Map([[library, [chunk(startupGroup)]]])), ENTRY)).toBe(true);
    expect(onlyInStartGroups(library, contextWith(new Map([[library, [chunk(startupGroup), chunk(providerGroup)]]])), ENTRY)).toBe(true);
    // Without the entry's name, a group the entry starts is any page's.
    expect(onlyInStartGroups(library, contextWith(new Map([[library, [chunk(startupGroup)]]])))).toBe(false);
  });

  it('leaves code a page’s own chunk holds too where it is, so that page loads no more than before', () => {
    expect(onlyInStartGroups(library, contextWith(new Map([[library, [chunk(providerGroup), chunk(pageGroup)]]])), ENTRY)).toBe(false);
    expect(onlyInStartGroups(library, contextWith(new Map([[library, [chunk(startupGroup, pageGroup)]]])), ENTRY)).toBe(false);
    // A group started by a shared module and by a page's import at once.
    expect(onlyInStartGroups(library, contextWith(new Map([[library, [chunk(group('provide-module', 'javascript/auto'))]]])), ENTRY)).toBe(false);
  });

  it('leaves the entry’s code, and code in no chunk, alone', () => {
    expect(onlyInStartGroups(library, contextWith(new Map([[library, [chunk(group(null))]]])), ENTRY)).toBe(false);
    expect(onlyInStartGroups(library, contextWith(new Map()), ENTRY)).toBe(false);
  });

  it.each(['provide-module', 'consume-shared-module'])('leaves the federation’s own %s where the federation puts it', (type) => {
    const federationModule = { type };
    expect(onlyInStartGroups(federationModule, contextWith(new Map([[federationModule, [chunk(providerGroup)]]])), ENTRY)).toBe(false);
  });

  it('is a cache group of the async chunks, by one name, that splitChunks’ size rules do not stop, ahead of Preact’s own (priority 1)', () => {
    const cacheGroup = sharedModulesCacheGroup(ENTRY);
    expect(cacheGroup).toEqual({ test: expect.any(Function), chunks: 'async', name: SHARED_MODULES_CHUNK, enforce: true, priority: 2 });
    expect(cacheGroup.test(library, contextWith(new Map([[library, [chunk(startupGroup)]]])))).toBe(true);
    expect(cacheGroup.test(library, contextWith(new Map([[library, [chunk(pageGroup)]]])))).toBe(false);
  });

  it('puts the start’s libraries of strings, server data and stores in a second chunk, ranked above the first, and leaves the rest to it (lever 32)', () => {
    const cacheGroup = sharedLibrariesCacheGroup(ENTRY);
    expect(cacheGroup).toEqual({ test: expect.any(Function), chunks: 'async', name: SHARED_LIBRARIES_CHUNK, enforce: true, priority: 3 });
    expect(cacheGroup.priority).toBeGreaterThan(sharedModulesCacheGroup(ENTRY).priority);
    const at = (resource) => ({ type: 'javascript/auto', resource });
    const inStart = (module) => cacheGroup.test(module, contextWith(new Map([[module, [chunk(providerGroup)]]])));
    expect(inStart(at('/w/node_modules/.pnpm/i18next@25.1.0/node_modules/i18next/dist/esm/i18next.js'))).toBe(true);
    expect(inStart(at('/w/node_modules/.pnpm/@tanstack+query-core@5.0.0/node_modules/@tanstack/query-core/build/modern/query.js'))).toBe(true);
    expect(inStart(at('/w/node_modules/.pnpm/nanostores@1.0.0/node_modules/nanostores/atom/index.js'))).toBe(true);
    expect(inStart(at('/w/node_modules/.pnpm/preact@10.0.0/node_modules/preact/dist/preact.mjs'))).toBe(false);
    expect(inStart(at('/w/node_modules/.pnpm/react-router@7.0.0/node_modules/react-router/dist/index.mjs'))).toBe(false);
    expect(inStart(at('/w/shared/src/i18n/index.ts'))).toBe(false);
    // A library a page's own chunk holds too stays where it is, as in the first chunk.
    const i18next = at('/w/node_modules/i18next/dist/esm/i18next.js');
    expect(cacheGroup.test(i18next, contextWith(new Map([[i18next, [chunk(providerGroup), chunk(pageGroup)]]])))).toBe(false);
  });
});
