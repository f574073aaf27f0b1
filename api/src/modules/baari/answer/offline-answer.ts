import type { BaariNotice, LanguageCode } from '@ilm/contract';
import type { LabContext, Passage } from '../assistant';
import { PLACES_TO_LOOK, SITE_PAGES } from '../site-pages';
import { quote, sentencesOf } from './quote';
import type { Retrieval } from './retrieve';
import { listIn, wordsFor } from './words';

/** How many passages an answer composed without a model quotes. */
export const OFFLINE_PASSAGES = 3;

/** An answer before it is streamed: its text, the passages its `[n]` stand for, the pages it may link to. */
export interface AnswerDraft {
  text: string;
  passages: Passage[];
  /** Pages it links to that are no passage (where to look when nothing was found). */
  pages: string[];
  notice?: { code: BaariNotice; message: string };
}

/** Where the learner is in a running lab, and what its step's last check said. */
export function labPlace(lab: LabContext, language: LanguageCode): string {
  const say = wordsFor(language);
  const place = say.labPlace({ labTitle: lab.labTitle, step: lab.stepIndex + 1, stepTitle: lab.stepTitle });
  if (lab.lastCheck) return `${place} ${say.lastCheckFailed(lab.lastCheck)}`;
  return lab.passed ? `${place} ${say.lastCheckPassed}` : place;
}

/** What Baari says when the platform's pages do not answer: so, and the list pages where to look (never a made-up page). */
export function nothingFound(language: LanguageCode, lab?: LabContext): AnswerDraft {
  const say = wordsFor(language);
  const links = PLACES_TO_LOOK.map((place) => `[${say.places[place]}](${SITE_PAGES[place]})`);
  const text = [lab && labPlace(lab, language), `${say.nothingFound} ${say.placesToLook(listIn(language, links))}`].filter(Boolean).join('\n\n');
  return {
    text,
    passages: [],
    pages: PLACES_TO_LOOK.map((place) => SITE_PAGES[place]),
    notice: { code: 'nothing_found', message: say.notices.nothing_found },
  };
}

/**
 * The answer composed from the best passages without a model: in the learner's language, the
 * sentences of each of the 1–3 best passages that answer the question most, each passage cited as
 * `[n]`; saying so when the passages are the English pages.
 */
export function offlineAnswer(
  question: string,
  language: LanguageCode,
  retrieval: Retrieval,
  lab?: LabContext,
  rarity?: (term: string, language: LanguageCode) => number,
): AnswerDraft {
  const passages = retrieval.passages.slice(0, OFFLINE_PASSAGES);
  if (passages.length === 0) return nothingFound(language, lab);
  const say = wordsFor(language);
  const quoted = passages.map((passage, index) => {
    const sentences = quote(passage, question, rarity && ((term) => rarity(term, passage.language)));
    return `${say.source(passage.title, `[${index + 1}]`)} ${sentences.join(' ')}`;
  });
  const text = [lab && labPlace(lab, language), retrieval.inEnglishOnly ? say.onlyInEnglish : say.intro, ...quoted].filter(Boolean).join('\n\n');
  return { text, passages, pages: [] };
}

/** An answer's text cut where its sentences end (and its paragraphs), as the stream's pieces. */
export function streamPieces(text: string, language: LanguageCode): string[] {
  const pieces: string[] = [];
  const paragraphs = text.split('\n\n');
  paragraphs.forEach((paragraph, index) => {
    const sentences = sentencesOf(paragraph, language);
    sentences.forEach((sentence, at) => {
      const last = at === sentences.length - 1;
      pieces.push(last ? sentence + (index < paragraphs.length - 1 ? '\n\n' : '') : `${sentence} `);
    });
  });
  return pieces;
}
