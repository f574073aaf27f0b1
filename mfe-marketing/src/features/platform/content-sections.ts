/** A second-level section of a content file: its heading's id and its HTML, the heading included. */
export interface ContentSection {
  id: string;
  html: string;
}

const BEFORE_H2 = /(?=<h2[\s>])/;
const HEADING_ID = /^<h2[^>]*\sid="([^"]+)"/;

/**
 * A content file's HTML cut at its `##` headings, so each section can be drawn as a landmark of
 * its own: the text before the first heading (`intro`, often empty) and every section in order.
 */
export function sectionsOf(html: string): { intro: string; sections: ContentSection[] } {
  const chunks = html.split(BEFORE_H2);
  const intro = chunks[0]?.startsWith('<h2') ? '' : (chunks.shift() ?? '');
  return {
    intro: intro.trim(),
    sections: chunks.map((chunk, index) => ({ id: HEADING_ID.exec(chunk)?.[1] ?? `section-${index + 1}`, html: chunk })),
  };
}
