import type { LanguageCode } from '@ilm/contract';

/** One content file, as a `*.md` import gives it (types/assets.d.ts, tooling/build/markdown-loader.cjs). */
export interface ContentFile {
  meta: { title: string; description: string } & Record<string, unknown>;
  html: string;
  headings: { level: number; id: string; text: string }[];
}

/** A document in each language the site speaks (docs/rules/content.md): `{ en, ar, ur }`. */
export type LocalizedContent = Record<LanguageCode, ContentFile>;

/** The document in `language`, English when the language has none. */
export function contentIn(content: LocalizedContent, language: string): ContentFile {
  return content[language as LanguageCode] ?? content.en;
}
