// @ts-check
/**
 * A font file cut, at build time, to the characters its stylesheet declares it for: a `url()` ending in
 * `?unicode-range=U+0600-06FF,…` gets a file holding only those characters (and every glyph and
 * layout rule their shaping reaches: harfbuzz's hb-subset, all OpenType features kept). The same list
 * is the face's `unicode-range`, so any other character is drawn by the next font, never as a box
 * (docs/decisions/0007-first-visit-performance.md, lever 6).
 */
const subsetFont = require('subset-font');

/**
 * The characters a CSS `unicode-range` value names (`U+0600-06FF, U+25CC`); wildcards are not used here.
 * @param {string} range
 * @returns {string}
 */
function charactersOfRange(range) {
  let text = '';
  for (const part of range
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part);
    if (!match) throw new Error(`not a unicode-range item: "${part}"`);
    const first = Number.parseInt(match[1], 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    if (last < first) throw new Error(`an empty unicode-range item: "${part}"`);
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

/**
 * @this {import('webpack').LoaderContext<unknown>}
 * @param {Buffer} font
 */
function fontSubsetLoader(font) {
  const callback = this.async();
  // Read as written: URLSearchParams would turn each `+` of `U+0600` into a space.
  const written = /[?&]unicode-range=([^&]+)/.exec(this.resourceQuery)?.[1];
  const range = written && decodeURIComponent(written);
  if (!range) {
    callback(null, font);
    return;
  }
  const format = /** @type {'woff2' | 'woff' | 'truetype'} */ (
    { '.woff2': 'woff2', '.woff': 'woff' }[/\.\w+$/.exec(this.resourcePath)?.[0] ?? ''] ?? 'truetype'
  );
  subsetFont(font, charactersOfRange(range), { targetFormat: format }).then(
    (subset) => callback(null, subset),
    (error) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}

module.exports = fontSubsetLoader;
module.exports.raw = true;
module.exports.charactersOfRange = charactersOfRange;
