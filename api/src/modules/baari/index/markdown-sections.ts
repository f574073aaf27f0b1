import matter from 'gray-matter';
import { Marked } from 'marked';
import { gfmHeadingId } from 'marked-gfm-heading-id';

/** One `##` section of a content file, as the reader sees it: its heading, anchor and plain text. */
export interface MarkdownSection {
  /** The heading's text; null for the text before the first `##`. */
  heading: string | null;
  /** The heading's id, as the site's build writes it (GitHub's ids, marked-gfm-heading-id). */
  anchor: string | null;
  text: string;
}

export interface MarkdownDocument {
  meta: Record<string, unknown>;
  sections: MarkdownSection[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * HTML as the text a reader reads: code blocks left out (a lab's or article's commands are not
 * quoted as prose), each block on its own line, tags removed.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<pre[\s\S]*?<\/pre>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(td|th)>/gi, ' ')
    .replace(/<\/(p|li|h[1-6]|tr|blockquote|dd|dt)>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * A content file (docs/rules/content.md) cut into its `##` sections, compiled as the site compiles
 * it (`tooling/build/markdown-loader.cjs`), so each section's anchor is the id its heading has on the page.
 */
export function markdownSections(source: string): MarkdownDocument {
  const { data, content } = matter(source);
  const marked = new Marked({ gfm: true }, gfmHeadingId());
  const html = marked.parse(content, { async: false }) as string;
  const sections: MarkdownSection[] = [];
  const heading = /<h2 id="([^"]*)">([\s\S]*?)<\/h2>/g;
  let start = 0;
  let current: Omit<MarkdownSection, 'text'> = { heading: null, anchor: null };
  for (let match = heading.exec(html); match; match = heading.exec(html)) {
    sections.push({ ...current, text: htmlToText(html.slice(start, match.index)) });
    current = { heading: htmlToText(match[2] ?? ''), anchor: decodeEntities(match[1] ?? '') };
    start = heading.lastIndex;
  }
  sections.push({ ...current, text: htmlToText(html.slice(start)) });
  return { meta: data, sections: sections.filter((section) => section.heading !== null || section.text) };
}
