import { stemmer } from '@orama/stemmers/english';
import { stopwords } from '@orama/stopwords/english';

/** Words a question is asked with, which the list leaves in: "I want to…", "is there anything…", "please tell me". */
const QUESTION_WORDS = [
  'want',
  'like',
  'please',
  'tell',
  'know',
  'anything',
  'something',
  'thing',
  'things',
  'way',
  'need',
  'get',
  'really',
  'able',
  'possible',
  'kind',
  'sort',
];

export const ENGLISH_STOPWORDS: ReadonlySet<string> = new Set([...stopwords, ...QUESTION_WORDS]);

/** An English word as the index keeps it: its Porter stem (`teaches` → `teach`, `privileges` → `privileg`). */
export function stemEnglish(word: string): string {
  // Names with digits or dots (s3, imdsv2, index.html) are not English words.
  if (/[\d.]/.test(word)) return word;
  return stemmer(word);
}
