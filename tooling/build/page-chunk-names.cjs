// @ts-check
/**
 * Chunks get short numeric ids (`optimization.chunkIds: 'deterministic'`), which keeps a remote's
 * `remoteEntry.js` small: every id is written in its chunk and share maps, and a path-long id
 * there cost about 1.5 KiB gzip (docs/decisions/0007-first-visit-performance.md, lever 10). A page's
 * own chunk keeps a name after its module (`src_pages_pricing-page_tsx.<hash>.js`), so a page's
 * code is still recognisable in the network panel and in the journeys.
 */
const path = require('node:path');

/** `src/pages/pricing-page.tsx` → `src_pages_pricing-page_tsx`, as webpack's named ids spell a module. */
function chunkNameOf(relativePath) {
  return relativePath
    .split(path.sep)
    .join('/')
    .replace(/[^\w-]+/g, '_');
}

class PageChunkNamesPlugin {
  /** @param {{ appDir: string }} options */
  constructor({ appDir }) {
    this.pagesDir = path.join(appDir, 'src', 'pages') + path.sep;
    this.appDir = appDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageChunkNamesPlugin', (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap('PageChunkNamesPlugin', (chunks) => {
        for (const chunk of chunks) {
          if (chunk.name || chunk.hasRuntime()) continue;
          const pages = [];
          for (const module of compilation.chunkGraph.getChunkRootModules(chunk)) {
            const resource = /** @type {{ resource?: string }} */ (module).resource;
            if (resource?.startsWith(this.pagesDir)) pages.push(path.relative(this.appDir, resource));
          }
          if (pages.length > 0) chunk.name = chunkNameOf(pages.sort()[0]);
        }
      });
    });
  }
}

module.exports = { PageChunkNamesPlugin, chunkNameOf };
