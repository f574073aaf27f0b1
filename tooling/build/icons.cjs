// @ts-check
/**
 * The site's icon, drawn at build time from its one SVG (`favicon.svg` beside this file) into the PNG
 * files a page names: the tab's icon and a phone's home-screen icon. The page names no SVG icon:
 * Chromium draws an SVG icon as a document of its own, on the page's main thread, just after the first
 * paint, a task of 18–78 ms on a first visit where a PNG's is under 1 ms
 * (docs/decisions/0007-first-visit-performance.md, lever 22). `favicon.svg` is still published: the
 * pages' JSON-LD names it as the organisation's logo.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { Resvg } = require('@resvg/resvg-js');

const ICON_SVG = path.join(__dirname, 'favicon.svg');

/**
 * The icons a page names: the file, its `<link rel>`, its size in pixels, and the colour behind it
 * (iOS draws a home-screen icon's transparent corners black; it rounds the corners itself).
 * @type {{ file: string, rel: string, size: number, background?: string }[]}
 */
const ICONS = [
  { file: 'favicon.png', rel: 'icon', size: 32 },
  { file: 'apple-touch-icon.png', rel: 'apple-touch-icon', size: 180, background: '#ffffff' },
];

/** The `<link>` tags that name the icons, for a document's head (the apps' `index.html`). */
function iconLinks() {
  return ICONS.map(({ file, rel, size }) => `<link rel="${rel}" href="/${file}" sizes="${size}x${size}" type="image/png" />`).join('');
}

/**
 * `svg` drawn as a square PNG of `size` pixels.
 * @param {Buffer | string} svg
 * @param {number} size
 * @param {string} [background]
 * @returns {Buffer}
 */
function drawIcon(svg, size, background) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, background }).render().asPng();
}

/** Emits `favicon.svg` and each of {@link ICONS}, drawn from it, into the build. */
class IconsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('IconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'IconsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(ICON_SVG);
        const svg = readFileSync(ICON_SVG);
        compilation.emitAsset('favicon.svg', new sources.RawSource(svg));
        for (const { file, size, background } of ICONS) compilation.emitAsset(file, new sources.RawSource(drawIcon(svg, size, background)));
      });
    });
  }
}

module.exports = { IconsPlugin, iconLinks };
