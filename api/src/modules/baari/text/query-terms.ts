import type { LanguageCode } from '@ilm/contract';
import { analyzeTerms, term, words } from './analyze';
import { normalizeArabic } from './arabic';
import { isArabicScript } from './script';
import { SYNONYMS } from './synonyms';

/** A term a question is searched with. Terms of one `concept` stand for one word of the question. */
export interface QueryTerm {
  term: string;
  weight: number;
  concept: number;
}

/** The weight of a word the question did not write itself: an Arabic word read without its prefix, or a synonym. */
export const ALTERNATIVE_WEIGHT = 0.8;
export const SYNONYM_WEIGHT = 0.6;

const synonymMaps = new Map<LanguageCode, Map<string, Set<string>>>();

/** term → the terms of its synonym groups, built once per language with that language's analysis. */
function synonymsOf(language: LanguageCode): Map<string, Set<string>> {
  let map = synonymMaps.get(language);
  if (map) return map;
  map = new Map();
  for (const group of SYNONYMS[language]) {
    const terms = [...new Set(group.flatMap((member) => analyzeTerms(member, language)))];
    for (const one of terms) {
      const others = map.get(one) ?? new Set();
      for (const other of terms) if (other !== one) others.add(other);
      map.set(one, others);
    }
  }
  synonymMaps.set(language, map);
  return map;
}

/**
 * An Arabic word may carry a one-letter conjunction or preposition (و، ف، ب، ل، ك: `بأقل`, `لمبدأ`)
 * that the stemmer leaves on because many words begin with those letters: the question is also
 * searched with the word without it.
 */
function withoutProclitic(word: string): string | null {
  const normal = normalizeArabic(word);
  if (!/^[وفبلك]/.test(normal) || [...normal].length < 4) return null;
  return term(normal.slice(1), 'ar');
}

/** The terms a question is searched with in `language`'s index: its own, then alternatives and synonyms at lower weights. */
export function queryTerms(question: string, language: LanguageCode): QueryTerm[] {
  const found = new Map<string, QueryTerm>();
  const add = (candidate: string | null, weight: number, concept: number) => {
    if (!candidate) return;
    const known = found.get(candidate);
    if (!known || known.weight < weight) found.set(candidate, { term: candidate, weight, concept });
  };
  const synonyms = synonymsOf(language);
  let concept = 0;
  for (const word of words(question, language)) {
    const own = term(word, language);
    if (!own) continue;
    // A word the question repeats is one concept.
    const repeated = found.get(own);
    const index = repeated && repeated.weight === 1 ? repeated.concept : concept++;
    add(own, 1, index);
    const alternative = language === 'ar' && isArabicScript(word) ? withoutProclitic(word) : null;
    add(alternative, ALTERNATIVE_WEIGHT, index);
    for (const base of [own, alternative]) {
      for (const synonym of (base && synonyms.get(base)) || []) add(synonym, SYNONYM_WEIGHT, index);
    }
  }
  return [...found.values()];
}
