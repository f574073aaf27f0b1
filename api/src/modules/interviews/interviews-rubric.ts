import type { LanguageCode } from '@ilm/contract';
import { analyzeTerms } from '../baari/text/analyze';
import type { BankQuestion, RubricPoint } from './interviews-bank';

/** Whether an answer met one rubric point, by the point's id in the bank. */
export interface PointResult {
  point: string;
  met: boolean;
}

const keywordTerms = new Map<string, string[]>();

/**
 * Urdu writes English technical words with their English plural (`ایکشنز` actions, `سب نیٹس`
 * subnets, `لاگز` logs), an ending Urdu's own rules leave: here it is taken off, on the keywords and
 * the answer alike, so that `سب نیٹ` meets `سب نیٹس`.
 */
function foldLoanPlural(term: string): string {
  return [...term].length >= 4 && /[زس]$/.test(term) && /[\u0600-\u06FF]/.test(term) ? term.slice(0, -1) : term;
}

/**
 * The terms of a text for rubric matching: Baari's text analysis, with names that hold dots split
 * into their parts (a keyword `svc.cluster.local` meets `orders.shop.svc.cluster.local`) and Urdu
 * loanword plurals folded.
 */
export function rubricTerms(text: string, language: LanguageCode): string[] {
  const terms = analyzeTerms(text, language).flatMap((term) => (term.includes('.') ? term.split('.').filter(Boolean) : [term]));
  return language === 'ur' ? terms.map(foldLoanPlural) : terms;
}

/** A keyword's terms, analysed once per language. */
export function termsOfKeyword(keyword: string, language: LanguageCode): string[] {
  const key = `${language}\u0000${keyword}`;
  let terms = keywordTerms.get(key);
  if (!terms) keywordTerms.set(key, (terms = rubricTerms(keyword, language)));
  return terms;
}

/** Whether `needle` appears in `haystack` as a run of consecutive terms (a phrase, in its order). */
export function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  outer: for (let start = 0; start <= haystack.length - needle.length; start += 1) {
    for (let offset = 0; offset < needle.length; offset += 1) {
      if (haystack[start + offset] !== needle[offset]) continue outer;
    }
    return true;
  }
  return false;
}

/** An answer analysed for matching: in the interview's language, and in English for the English keywords. */
export interface AnalysedAnswer {
  language: LanguageCode;
  terms: string[];
  english: string[];
}

export function analyseAnswer(answer: string, language: LanguageCode): AnalysedAnswer {
  const terms = rubricTerms(answer, language);
  return { language, terms, english: language === 'en' ? terms : rubricTerms(answer, 'en') };
}

/**
 * Whether the answer contains one of the point's keywords. The English keywords are tried on every
 * answer: learners writing Arabic or Urdu often name the technical terms in English.
 */
export function pointMet(point: RubricPoint, answer: AnalysedAnswer): boolean {
  const inLanguage = point.keywords[answer.language].some((keyword) => containsRun(answer.terms, termsOfKeyword(keyword, answer.language)));
  if (inLanguage || answer.language === 'en') return inLanguage;
  return point.keywords.en.some((keyword) => containsRun(answer.english, termsOfKeyword(keyword, 'en')));
}

/** The offline judgement of an answer: each rubric point of the question, met or not. */
export function matchRubric(question: BankQuestion, answer: string, language: LanguageCode): PointResult[] {
  const analysed = analyseAnswer(answer, language);
  return question.rubric.map((point) => ({ point: point.id, met: pointMet(point, analysed) }));
}

/** Points met out of the question's total, 0–100. */
export function scoreOf(results: readonly PointResult[]): number {
  if (results.length === 0) return 0;
  return Math.round((results.filter((result) => result.met).length / results.length) * 100);
}
