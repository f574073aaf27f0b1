// @ts-check
/**
 * The scripts a first visit runs at once, marked so for the browser (docs/decisions/0007-first-visit-performance.md,
 * lever 20): each begins with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`. Chromium
 * (136 and later) then compiles all of a marked script's functions on the background thread that
 * streams it in, as it arrives, instead of each on the page's main thread when it is first called,
 * in the middle of the start's tasks. Other engines read a comment.
 *
 * Only the files of the chunk groups a visit starts with (first-load.cjs's `firstLoadGroups`, read
 * through `tapFirstLoadGroups`) are marked: a chunk loaded later (a dialog, the lab's terminal) may
 * run few of its functions, and compiling all of it would be work for nothing.
 */
const { tapFirstLoadGroups } = require('./first-load.cjs');

/** The comment, on the script's first line: V8 reads it only there. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Marks the JavaScript files of a build's first-load chunk groups (see the file's comment). */
class CompileHintsPlugin {
  /** @param {import('./first-load.cjs').FirstLoadOptions} options the same as FirstLoadPlugin's */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    // After minifying (which drops comments) and before the content hashes are taken from the files.
    const tap = { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE, label: 'Compile hints', options: this.options };
    tapFirstLoadGroups(compiler, tap, (compilation, { entry, startup, provides, pages, panels }) => {
      const files = new Set();
      for (const group of [entry, startup, ...Object.values(provides), ...Object.values(pages), ...Object.values(panels)]) {
        for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      }
      for (const file of files) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
