import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type LanguageCode } from '@ilm/contract';
import type { IndexedPassage } from './indexed-passage';
import { markdownSections } from './markdown-sections';

const FILE_NAME = /^(.+)\.(en|ar|ur)\.md$/;
const LANGUAGE_CODES = new Set<string>(LANGUAGES.map((language) => language.code));

/** Why a content file gave no passages (it is left out of the index; the rest is indexed). */
export type ContentProblem = { file: string; problem: string };

/**
 * The public pages' Markdown (docs/rules/content.md) as passages: one per `##` section (and one for
 * the text before the first), linked as `path#anchor` on the page that draws the file (its `path`).
 */
export function contentPassages(contentDir: string, problems: ContentProblem[] = []): IndexedPassage[] {
  if (!existsSync(contentDir)) {
    problems.push({ file: contentDir, problem: 'the content folder does not exist' });
    return [];
  }
  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => FILE_NAME.test(path.basename(file)))
    .sort();
  return files.flatMap((file) => {
    const [, name, language] = FILE_NAME.exec(path.basename(file)) ?? [];
    if (!name || !language || !LANGUAGE_CODES.has(language)) return [];
    const document = markdownSections(readFileSync(path.join(contentDir, file), 'utf8'));
    const { title, description, lead, path: pagePath } = document.meta;
    if (typeof pagePath !== 'string' || !pagePath.startsWith('/') || typeof title !== 'string') {
      problems.push({ file, problem: 'the front matter needs a title and a path (docs/rules/content.md)' });
      return [];
    }
    return document.sections.flatMap((section): IndexedPassage[] => {
      // The text before the first heading opens the page: the description and lead say what it is for.
      const text = section.heading === null ? [description, lead, section.text].filter((part) => typeof part === 'string' && part).join('\n') : section.text;
      if (!text) return [];
      const url = section.anchor ? `${pagePath}#${section.anchor}` : pagePath;
      return [
        {
          id: `page:${url}:${language}`,
          kind: 'page',
          title: section.heading === null ? title : `${title} — ${section.heading}`,
          url,
          language: language as LanguageCode,
          text,
          keywords: '',
        },
      ];
    });
  });
}
