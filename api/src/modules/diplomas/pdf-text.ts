import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import {
  beginText,
  endText,
  PDFHexString,
  type PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * Text in Latin, Arabic and Urdu script on a diploma. pdf-lib alone cannot write Arabic: it neither
 * joins letters nor orders a right-to-left line, and it drops the positions that place Naskh's dots.
 * Here each line is split by the Unicode bidirectional algorithm (bidi-js) into runs of one direction
 * and one font, each run shaped by fontkit (joining forms, ligatures, mark positions), and every glyph
 * drawn where the shaping put it. The fonts are Noto Naskh Arabic's, from @fontsource (its Arabic,
 * Latin and Latin Extended files), so a name in any of those letters prints.
 */

type Kit = ReturnType<typeof fontkit.create>;
type Weight = 'regular' | 'bold';
const SUBSETS = ['arabic', 'latin', 'latin-ext'] as const;
type Subset = (typeof SUBSETS)[number];

const bidi = bidiFactory();
const FONT_DIR = path.join(path.dirname(require.resolve('@fontsource/noto-naskh-arabic/package.json')), 'files');

const fontBytes = new Map<string, { sfnt: Buffer; kit: Kit }>();
function fontFile(subset: Subset, weight: Weight) {
  const key = `${subset}-${weight}`;
  let font = fontBytes.get(key);
  if (!font) {
    const sfnt = woffToSfnt(readFileSync(path.join(FONT_DIR, `noto-naskh-arabic-${subset}-${weight === 'bold' ? 700 : 400}-normal.woff`)));
    font = { sfnt, kit: fontkit.create(sfnt) };
    fontBytes.set(key, font);
  }
  return font;
}

const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

/** The font file that writes a character: Arabic letters from the Arabic file, others from the first that has them. */
function subsetFor(char: string, previous: Subset | undefined): Subset | undefined {
  const codePoint = char.codePointAt(0)!;
  const has = (subset: Subset) => fontFile(subset, 'regular').kit.hasGlyphForCodePoint(codePoint);
  const type = bidi.getBidiCharTypeName(char);
  // Spaces, punctuation, digits and combining marks stay in the font of the text around them.
  const weak = !['L', 'R', 'AL'].includes(type);
  if (weak && previous && has(previous)) return previous;
  if (ARABIC_SCRIPT.test(char) && has('arabic')) return 'arabic';
  return SUBSETS.find((subset) => subset !== 'arabic' && has(subset)) ?? (has('arabic') ? 'arabic' : undefined);
}

/** The characters of `text` no font here can write (empty: it prints). */
export function unprintableCharacters(text: string): string[] {
  const missing = new Set<string>();
  let previous: Subset | undefined;
  for (const char of text) {
    // A character outside the Basic Multilingual Plane (an emoji…) is in none of the fonts.
    const subset = char.length === 1 ? subsetFor(char, previous) : undefined;
    if (!subset) missing.add(char);
    previous = subset ?? previous;
  }
  return [...missing];
}

/** A run of one direction and one font, in visual order, shaped. */
interface ShapedRun {
  subset: Subset;
  glyphs: { id: number; xAdvance: number; xOffset: number; yOffset: number }[];
  unitsPerEm: number;
  text: string;
}

/** The line's runs, left to right as they are seen, each shaped. `direction`: the paragraph's. */
function shapeLine(text: string, direction: 'ltr' | 'rtl', weight: Weight): ShapedRun[] {
  const chars = [...text];
  if (chars.some((char) => char.length !== 1)) throw new Error('text outside the Basic Multilingual Plane cannot be printed');
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const subsets: Subset[] = [];
  chars.forEach((char, index) => {
    const subset = subsetFor(char, subsets[index - 1]);
    if (!subset) throw new Error(`no font writes ${JSON.stringify(char)}`);
    subsets.push(subset);
  });
  // Logical runs: the same level and the same font.
  const runOf: number[] = [];
  const runs: { start: number; end: number; level: number; subset: Subset }[] = [];
  chars.forEach((_, index) => {
    const last = runs[runs.length - 1];
    if (last && last.level === levels[index] && last.subset === subsets[index]) last.end = index;
    else runs.push({ start: index, end: index, level: levels[index]!, subset: subsets[index]! });
    runOf.push(runs.length - 1);
  });
  // Visual order of the characters, then of the runs (a run of one level stays in one piece).
  const order = chars.map((_, index) => index);
  const segments = bidi.getReorderSegments(text, { levels, paragraphs: [{ start: 0, end: chars.length - 1, level: direction === 'rtl' ? 1 : 0 }] });
  for (const [start, end] of segments as [number, number][]) {
    const part = order.slice(start, end + 1).reverse();
    order.splice(start, part.length, ...part);
  }
  const visualRuns: number[] = [];
  for (const index of order) if (visualRuns[visualRuns.length - 1] !== runOf[index]) visualRuns.push(runOf[index]!);
  return visualRuns.map((runIndex) => {
    const run = runs[runIndex]!;
    const rtl = run.level % 2 === 1;
    const runText = chars
      .slice(run.start, run.end + 1)
      .map((char, offset) => (rtl ? (mirrored.get(run.start + offset) ?? char) : char))
      .join('');
    const { kit } = fontFile(run.subset, weight);
    // fontkit orders a right-to-left run's glyphs as they are seen.
    const layout = (
      kit.layout as unknown as (text: string, features: string[], script?: string, language?: string, direction?: string) => ReturnType<Kit['layout']>
    )(runText, [], undefined, undefined, rtl ? 'rtl' : 'ltr');
    return {
      subset: run.subset,
      unitsPerEm: kit.unitsPerEm,
      text: runText,
      glyphs: layout.glyphs.map((glyph, index) => {
        const position = layout.positions[index]!;
        return { id: glyph.id, xAdvance: position.xAdvance, xOffset: position.xOffset, yOffset: position.yOffset };
      }),
    };
  });
}

export interface LineStyle {
  size: number;
  weight?: Weight;
  color: RGB;
  /** The paragraph's direction: the page's language's. */
  direction: 'ltr' | 'rtl';
}

/** Writes shaped lines on the pages of one document, embedding each font file once, when first used. */
export class ShapedText {
  private readonly fonts = new Map<string, Promise<PDFFont>>();
  /** Each page names each font once in its resources. */
  private readonly fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(fontkit);
  }

  /** The width of `text` at `size`, in points. */
  width(text: string, style: Pick<LineStyle, 'size' | 'weight' | 'direction'>): number {
    return shapeLine(text, style.direction, style.weight ?? 'regular').reduce(
      (sum, run) => sum + run.glyphs.reduce((width, glyph) => width + glyph.xAdvance, 0) * (style.size / run.unitsPerEm),
      0,
    );
  }

  /** The largest size up to `style.size` at which `text` fits in `maxWidth`. */
  fittingSize(text: string, style: Pick<LineStyle, 'size' | 'weight' | 'direction'>, maxWidth: number): number {
    const width = this.width(text, style);
    return width <= maxWidth ? style.size : Math.floor(style.size * (maxWidth / width) * 10) / 10;
  }

  /** Draws `text` with its left edge at `x` and baseline at `y`; answers its width. */
  async draw(page: PDFPage, text: string, x: number, y: number, style: LineStyle): Promise<number> {
    const weight = style.weight ?? 'regular';
    const operators = [pushGraphicsState(), setFillingColor(style.color), beginText()];
    let penX = x;
    for (const run of shapeLine(text, style.direction, weight)) {
      const font = await this.font(run.subset, weight);
      // Registers the run's glyphs with pdf-lib, which writes their widths and the text a reader copies.
      font.encodeText(run.text);
      operators.push(setFontAndSize(this.fontKey(page, font), style.size));
      const scale = style.size / run.unitsPerEm;
      for (const glyph of run.glyphs) {
        operators.push(setTextMatrix(1, 0, 0, 1, penX + glyph.xOffset * scale, y + glyph.yOffset * scale));
        operators.push(showText(PDFHexString.of(glyph.id.toString(16).padStart(4, '0'))));
        penX += glyph.xAdvance * scale;
      }
    }
    operators.push(endText(), popGraphicsState());
    page.pushOperators(...operators);
    return penX - x;
  }

  /** Draws `text` centred on `centerX`. */
  async drawCentered(page: PDFPage, text: string, centerX: number, y: number, style: LineStyle): Promise<void> {
    await this.draw(page, text, centerX - this.width(text, style) / 2, y, style);
  }

  private fontKey(page: PDFPage, font: PDFFont): PDFName {
    let keys = this.fontKeys.get(page);
    if (!keys) this.fontKeys.set(page, (keys = new Map()));
    let key = keys.get(font);
    if (!key) keys.set(font, (key = page.node.newFontDictionary(font.name, font.ref)));
    return key;
  }

  private font(subset: Subset, weight: Weight): Promise<PDFFont> {
    const key = `${subset}-${weight}`;
    let font = this.fonts.get(key);
    if (!font) {
      // The whole font: pdf-lib's subsetting loses the glyphs shaping substitutes (Arabic joining forms).
      font = this.doc.embedFont(fontFile(subset, weight).sfnt, { subset: false });
      this.fonts.set(key, font);
    }
    return font;
  }
}

/** The glyph names of a line as they are seen, left to right (how a test sees that Arabic joins and reads right to left). */
export function visualGlyphNames(text: string, direction: 'ltr' | 'rtl'): string[] {
  return shapeLine(text, direction, 'regular').flatMap((run) => {
    const { kit } = fontFile(run.subset, 'regular');
    return run.glyphs.map((glyph) => (kit.getGlyph(glyph.id) as unknown as { name: string }).name);
  });
}
