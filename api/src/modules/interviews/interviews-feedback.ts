import type { LanguageCode } from '@ilm/contract';
import type { BankQuestion } from './interviews-bank';
import type { PointResult } from './interviews-rubric';
import { INTERVIEW_WORDS } from './interviews-words';

/**
 * Feedback and summaries are plain text, one paragraph a line. The only links are labs, written
 * `[title](/labs/slug)`: the page turns them into links on this site. They come from the bank and
 * the catalog, never from a language model.
 */

/** Lab titles in the interview's language, by slug (labs no longer in the catalog are absent). */
export type LabTitles = ReadonlyMap<string, string>;

/** The most points and labs a summary names: what to do next, not a list of everything. */
const SUMMARY_POINTS = 6;
const SUMMARY_LABS = 4;

export function labLink(slug: string, title: string): string {
  return `[${title.replace(/[[\]]/g, '')}](/labs/${slug})`;
}

/** The labs that practise the points an answer missed, each once, in rubric order. */
export function labsOfMissed(question: BankQuestion, results: readonly PointResult[]): string[] {
  const missed = new Set(results.filter((result) => !result.met).map((result) => result.point));
  return [...new Set(question.rubric.filter((point) => missed.has(point.id) && point.lab).map((point) => point.lab!))];
}

/** "Practise it in [lab](/labs/…)" for the labs the catalog still has; null when there is none. */
export function practiseLine(slugs: readonly string[], language: LanguageCode, titles: LabTitles): string | null {
  const words = INTERVIEW_WORDS[language];
  const links = slugs.filter((slug) => titles.has(slug)).map((slug) => labLink(slug, titles.get(slug)!));
  return links.length > 0 ? words.practise(links.join(words.linkSeparator)) : null;
}

/** The rubric point's words in the language (a point a later bank removed is named as such). */
export function pointText(question: BankQuestion | undefined, id: string, language: LanguageCode): string {
  return question?.rubric.find((point) => point.id === id)?.point[language] ?? INTERVIEW_WORDS[language].retiredPoint;
}

/** The offline feedback of one answer: what it covered, what to add, and where to practise that. */
export function offlineFeedback(question: BankQuestion, results: readonly PointResult[], language: LanguageCode, titles: LabTitles): string {
  const words = INTERVIEW_WORDS[language];
  const met = results.filter((result) => result.met).map((result) => pointText(question, result.point, language));
  const missed = results.filter((result) => !result.met).map((result) => pointText(question, result.point, language));
  const lines = [
    met.length > 0 ? words.covered(met.join(words.pointSeparator)) : words.coveredNothing,
    missed.length > 0 ? words.add(missed.join(words.pointSeparator)) : words.addNothing,
  ];
  const practise = practiseLine(labsOfMissed(question, results), language, titles);
  if (practise) lines.push(practise);
  return lines.join('\n');
}

/** One answered question, as a summary reads it. */
export interface AnsweredTurn {
  question: BankQuestion | undefined;
  results: readonly PointResult[];
  score: number;
}

/** The mean of the answers' scores, rounded; null before the first answer. */
export function meanScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

/** The closing summary: the overall score, the strengths, what to practise and the labs for it. */
export function interviewSummary(turns: readonly AnsweredTurn[], language: LanguageCode, titles: LabTitles): string {
  const words = INTERVIEW_WORDS[language];
  const named = (met: boolean) => [
    ...new Set(
      turns.flatMap(({ question, results }) => results.filter((result) => result.met === met).map((result) => pointText(question, result.point, language))),
    ),
  ];
  const strengths = named(true).slice(0, SUMMARY_POINTS);
  const missed = named(false).slice(0, SUMMARY_POINTS);
  const lines = [
    words.overall(meanScore(turns.map((turn) => turn.score)) ?? 0, turns.length),
    strengths.length > 0 ? words.strengths(strengths.join(words.pointSeparator)) : words.noStrengths,
    missed.length > 0 ? words.toPractise(missed.join(words.pointSeparator)) : words.nothingToPractise,
  ];
  const slugs = [...new Set(turns.flatMap(({ question, results }) => (question ? labsOfMissed(question, results) : [])))].filter((slug) => titles.has(slug));
  if (slugs.length > 0) {
    lines.push(
      words.labs(
        slugs
          .slice(0, SUMMARY_LABS)
          .map((slug) => labLink(slug, titles.get(slug)!))
          .join(words.linkSeparator),
      ),
    );
  }
  return lines.join('\n');
}
