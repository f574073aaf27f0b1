// @ts-check
/**
 * Brotli and gzip copies of a production build's text files, written beside them (`main.1a2b3c4d.js.br`,
 * `.gz`): the app servers send them as they are (`preCompressed` in tooling/server/src/static-server.ts)
 * instead of compressing every script again for every visitor. Brotli at its best level, which is
 * too slow to run per request, also sends fewer bytes (docs/decisions/0007-first-visit-performance.md).
 * The gzip copies, for clients without brotli, are Zopfli's: gzip that any client reads, 3–4 % smaller
 * than zlib's best level (a lab's first load 4.6 KiB less, lever 32), for about 5 s of the build per MB
 * (32 s for the five apps' 6.4 MB of text files, against 0.3 s with zlib).
 */
const zlib = require('node:zlib');
const zopfli = require('@gfx/zopfli');
const CompressionPlugin = require('compression-webpack-plugin');

/** Zopfli's passes per file: 5 saved within 0.1 % of what its default 15 did here, in half the time. */
const ZOPFLI_ITERATIONS = 5;

/** What is worth compressing: the HTML template is rewritten per request, fonts and images are compressed already. */
const TEXT_FILES = /\.(js|css|json|svg|txt)$/;
/** Below this size a file is sent as it is, as the servers' own compression does (`threshold`). */
const MIN_BYTES = 1024;

/** The plugins that write each text file's `.br` and `.gz` beside it. */
function precompressPlugins() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: TEXT_FILES,
      threshold: MIN_BYTES,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      // The plugin's documented way of using Zopfli (compression-webpack-plugin's README, "Using Zopfli").
      algorithm: (input, options, callback) => zopfli.gzip(input, options, callback),
      test: TEXT_FILES,
      threshold: MIN_BYTES,
      compressionOptions: { numiterations: ZOPFLI_ITERATIONS },
    }),
  ];
}

/** The file a copy is of (`main.1a2b3c4d.js.br` → `main.1a2b3c4d.js`); any other name as it is. */
function originalOf(/** @type {string} */ file) {
  return file.replace(/\.(br|gz)$/, '');
}

module.exports = { precompressPlugins, originalOf, MIN_BYTES };
