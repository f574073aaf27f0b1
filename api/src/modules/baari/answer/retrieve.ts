import { BAARI_MAX_PASSAGES, type LanguageCode } from '@ilm/contract';
import type { LabContext } from '../assistant';
import type { FoundPassage, PassageIndex } from '../index/passage-index';

/** What a question found: the passages an answer is written from, best first, and in which language. */
export interface Retrieval {
  passages: FoundPassage[];
  /** The passages' language: the question's, or English when only English pages answered it. */
  language: LanguageCode;
  /** True when the question's language had nothing and English pages answered it. */
  inEnglishOnly: boolean;
}

/**
 * How much of a question a passage must cover to answer it (coverage, passage-index.ts): below it
 * the passage only shares a common word or two with the question, and Baari says it found nothing.
 */
export const MIN_COVERAGE = 0.35;
/** A further passage joins the best one only when it scores at least this share of the best's score. */
const RELATIVE_SCORE = 0.4;

/** The best passages with distinct pages (a lab's overview and its steps are one page), at most `limit`. */
function distinctPages(found: FoundPassage[], limit: number): FoundPassage[] {
  const chosen: FoundPassage[] = [];
  const best = found[0]?.score ?? 0;
  for (const passage of found) {
    if (chosen.length >= limit) break;
    if (passage.coverage < MIN_COVERAGE || passage.score < best * RELATIVE_SCORE) continue;
    if (chosen.some((one) => one.url === passage.url)) continue;
    chosen.push(passage);
  }
  return chosen;
}

/**
 * The passages that answer a question, at most `limit` (BAARI_MAX_PASSAGES): searched in the
 * question's language, a running lab's passages raised; in English when the question's language has
 * none. Inside a lab a question that matches nothing is about the step the learner is on.
 */
export function retrieve(index: PassageIndex, question: string, language: LanguageCode, lab?: LabContext, limit = BAARI_MAX_PASSAGES): Retrieval {
  const boost = lab ? { labSlug: lab.labSlug, stepIndex: lab.stepIndex } : undefined;
  const own = distinctPages(index.search(question, language, { lab: boost }), limit);
  if (own.length > 0) return { passages: own, language, inEnglishOnly: false };
  if (language !== 'en') {
    const english = distinctPages(index.search(question, 'en', { lab: boost }), limit);
    if (english.length > 0) return { passages: english, language: 'en', inEnglishOnly: true };
  }
  if (lab) {
    for (const candidate of [language, 'en'] as const) {
      const step = index.passage(`lab_step:${lab.labSlug}:${lab.stepIndex}:${candidate}`);
      if (step) {
        const { keywords: _keywords, labSlug: _lab, stepIndex: _step, ...shown } = step;
        return { passages: [{ ...shown, score: 0, coverage: 0, matched: [] }], language: candidate, inEnglishOnly: candidate !== language };
      }
    }
  }
  return { passages: [], language, inEnglishOnly: false };
}
