/** Hashed build outputs never change under their name: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name stays while their content changes: always revalidate. */
export const NO_CACHE = 'no-cache';
/** A page drawn for one visitor (their language, country and currency): kept by no shared cache, revalidated by their browser. */
export const VISITOR_PAGE_CACHE = 'private, no-cache';

// `[name].[contenthash:8].js` and `assets/[name].[contenthash:8][ext]` (tooling/build/webpack.cjs).
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
// The build's brotli and gzip siblings of a file (compression-webpack-plugin in tooling/build/webpack.cjs).
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * The Cache-Control header of a built file. HTML, `remoteEntry.js` and `mf-manifest.json` must be
 * revalidated, or a browser keeps a stale remote after a redeploy and a reload cannot help.
 */
export function cacheControlFor(filePath: string): string {
  // A file's precompressed sibling (`main.1a2b3c4d.js.br`) is cached as the file it encodes.
  const name = (filePath.split(/[\\/]/).pop() ?? '').replace(PRECOMPRESSED, '');
  if (name === 'remoteEntry.js' || name === 'mf-manifest.json' || name.endsWith('.html')) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
