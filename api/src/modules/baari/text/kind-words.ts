import type { BaariSourceKind, LanguageCode } from '@ilm/contract';
import { analyzeTerms } from './analyze';

/**
 * Words by which a question names what it is looking for: "which lab…" wants a lab's page before a
 * career path that lists that lab, "which career path…" the other way round.
 */
const KIND_WORDS: Record<LanguageCode, Partial<Record<BaariSourceKind, string[]>>> = {
  en: { lab: ['lab', 'labs'], career_path: ['career path', 'career paths'], plan: ['plan', 'subscription'], consulting: ['consulting', 'consultancy'] },
  ar: { lab: ['مختبر', 'مختبرات'], career_path: ['مسار مهني', 'المسارات المهنية'], plan: ['خطة', 'الخطط', 'اشتراك'], consulting: ['استشارات', 'استشارة'] },
  ur: { lab: ['لیب', 'لیبز'], career_path: ['کیریئر پاتھ', 'کیریئر'], plan: ['پلان', 'سبسکرپشن'], consulting: ['کنسلٹنگ', 'مشاورت'] },
};

const cache = new Map<LanguageCode, [BaariSourceKind, Set<string>][]>();

/** Each kind's naming words as terms, analysed once per language; a phrase counts by its last word's term (path, مهني). */
function kindTerms(language: LanguageCode): [BaariSourceKind, Set<string>][] {
  let found = cache.get(language);
  if (!found) {
    found = Object.entries(KIND_WORDS[language]).map(([kind, words]) => [
      kind as BaariSourceKind,
      new Set(words.map((word) => analyzeTerms(word, language)).map((terms) => terms.join(' '))),
    ]);
    cache.set(language, found);
  }
  return found;
}

/** The kinds of page a question names, from its terms (in order). */
export function kindsNamed(terms: string[], language: LanguageCode): Set<BaariSourceKind> {
  const named = new Set<BaariSourceKind>();
  const pairs = terms.slice(1).map((term, index) => `${terms[index]} ${term}`);
  for (const [kind, phrases] of kindTerms(language)) {
    if ([...terms, ...pairs].some((one) => phrases.has(one))) named.add(kind);
  }
  return named;
}
