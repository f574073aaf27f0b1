import type { LanguageCode } from '@ilm/contract';
import { ARABIC_STOPWORDS, normalizeArabic, stemArabic } from './arabic';
import { ENGLISH_STOPWORDS, stemEnglish } from './english';
import { foldText, isArabicScript, splitScripts } from './script';
import { normalizeUrdu, stemUrdu, URDU_STOPWORDS } from './urdu';

const segmenters = new Map<LanguageCode, Intl.Segmenter>();
const segmenter = (language: LanguageCode) => {
  let found = segmenters.get(language);
  if (!found) segmenters.set(language, (found = new Intl.Segmenter(language, { granularity: 'word' })));
  return found;
};

/** The words of a text, as Unicode word segmentation finds them, each split where its script changes. */
export function words(text: string, language: LanguageCode): string[] {
  const found: string[] = [];
  for (const segment of segmenter(language).segment(foldText(text))) {
    if (segment.isWordLike) found.push(...splitScripts(segment.segment));
  }
  return found;
}

/** One word as the index of `language` keeps it, or null for a word that says nothing on its own. */
export function term(word: string, language: LanguageCode): string | null {
  if (!isArabicScript(word)) {
    // Latin-script words inside Arabic or Urdu text are names and commands (chmod, IAM,
    // Kubernetes): kept as written, only lower-cased. English words are stemmed in English.
    if (word.length < 2 && !/\d/.test(word)) return null;
    if (language !== 'en') return word;
    return ENGLISH_STOPWORDS.has(word) ? null : stemEnglish(word);
  }
  if (language === 'ur') {
    const normal = normalizeUrdu(word);
    if ([...normal].length < 2 || URDU_STOPWORDS.has(normal)) return null;
    return stemUrdu(normal);
  }
  const normal = normalizeArabic(word);
  if ([...normal].length < 2 || ARABIC_STOPWORDS.has(normal)) return null;
  // English text quoting Arabic is only normalised: no Arabic stemmer runs in the English index.
  return language === 'ar' ? stemArabic(normal) : normal;
}

/**
 * The terms of a text in `language`: what the retrieval index stores for a passage and looks up for
 * a question (and what an interview answer is matched against its rubric with). Words are found by
 * Unicode segmentation, lower-cased, normalised (Arabic and Urdu spellings), stripped of stopwords
 * and stemmed; Latin-script technical words stay whole in Arabic and Urdu text.
 */
export function analyzeTerms(text: string, language: LanguageCode): string[] {
  const terms: string[] = [];
  for (const word of words(text, language)) {
    const found = term(word, language);
    if (found) terms.push(found);
  }
  return terms;
}
