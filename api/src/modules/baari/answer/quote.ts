import type { LanguageCode } from '@ilm/contract';
import type { Passage } from '../assistant';
import { analyzeTerms } from '../text/analyze';
import { queryTerms } from '../text/query-terms';

/** A quoted sentence longer than this is cut at a word (a passage's paragraph can be long). */
const MAX_SENTENCE = 300;

const sentenceSegmenters = new Map<LanguageCode, Intl.Segmenter>();

/** A text's sentences, each line (a list item, a paragraph) cut into sentences. */
export function sentencesOf(text: string, language: LanguageCode): string[] {
  let segmenter = sentenceSegmenters.get(language);
  if (!segmenter) sentenceSegmenters.set(language, (segmenter = new Intl.Segmenter(language, { granularity: 'sentence' })));
  return text
    .split('\n')
    .flatMap((line) => [...segmenter.segment(line)].map((part) => part.segment.trim()))
    .filter(Boolean);
}

function shorten(sentence: string): string {
  if (sentence.length <= MAX_SENTENCE) return sentence;
  const cut = sentence.slice(0, MAX_SENTENCE);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_SENTENCE / 2))}…`;
}

/** A passage's first sentence says what it is about (a lab's summary, a section's opening): a small head start. */
const FIRST_SENTENCE_BONUS = 0.5;

/**
 * The sentences of a passage that answer the question best (the ones with most of its words, a
 * rare word above a common one, a word of the question above a synonym), in the passage's order;
 * its first sentence when none has a word of it.
 */
export function quote(passage: Passage, question: string, rarity: (term: string) => number = () => 1, most = 2): string[] {
  const weights = new Map(queryTerms(question, passage.language).map((one) => [one.term, one.weight * rarity(one.term)]));
  const sentences = [...new Set(sentencesOf(passage.text, passage.language))];
  const scored = sentences.map((sentence, position) => {
    let score = 0;
    for (const found of new Set(analyzeTerms(sentence, passage.language))) score += weights.get(found) ?? 0;
    if (score > 0 && position === 0) score += FIRST_SENTENCE_BONUS;
    return { sentence, position, score };
  });
  const best = scored
    .filter((one) => one.score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, most)
    .sort((a, b) => a.position - b.position);
  const chosen = best.length > 0 ? best : scored.slice(0, 1);
  return chosen.map((one) => shorten(one.sentence));
}
