import type { LocalizedText } from '@ilm/contract';

/**
 * A text published in several languages (a page's title, a navigation label) in `language`:
 * that language, else its base (`ar` for `ar-EG`), else English, the fallback of every language.
 */
export function localizedText(text: LocalizedText, language: string): string {
  return text[language] ?? text[language.split('-')[0] ?? ''] ?? text.en;
}
