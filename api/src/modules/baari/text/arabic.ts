import { stemmer } from '@orama/stemmers/arabic';
import { stopwords } from '@orama/stopwords/arabic';

/** Short vowels, shadda, sukun, the superscript alef and the tatweel (ـ): a reader's aids and a typographer's stretch, not letters. */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/**
 * One spelling for what writers spell several ways: marks removed, every alef with hamza or madda
 * as a bare alef, alef maqsura as yeh, teh marbuta as heh.
 */
export function normalizeArabic(word: string): string {
  return word
    .replace(MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

/**
 * Words of the stopword list that carry the question's meaning here: "least" (أقل الصلاحيات,
 * least privilege), "more", "public" (الوصول العام, public access).
 */
const KEPT = new Set(['اقل', 'اكثر', 'عام', 'عامه', 'قوه', 'دون'].map(normalizeArabic));

/** Words a question is asked with, which the list leaves out: "I want", "can I", "do you have", "is there". */
const QUESTION_WORDS = [
  'أريد',
  'نريد',
  'أرغب',
  'نرغب',
  'أود',
  'نود',
  'أستطيع',
  'يستطيع',
  'نستطيع',
  'تستطيع',
  'يمكنني',
  'يمكنك',
  'يمكننا',
  'لدي',
  'لديك',
  'لديكم',
  'عندي',
  'عندكم',
  'يبلغ',
  'يوجد',
  'توجد',
  'هناك',
  'شيء',
  'أحتاج',
  'نحتاج',
  'أعرف',
  'لأي',
  'بأي',
  'وما',
  'ماذا',
];

export const ARABIC_STOPWORDS: ReadonlySet<string> = new Set([...stopwords, ...QUESTION_WORDS].map(normalizeArabic).filter((word) => !KEPT.has(word)));

/** The article with a conjunction or preposition fused to it: وال، بال، كال، فال، لل، ال. */
const PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
/** Plural and feminine endings, after normalisation (ـات، ـية، ـة، ـي). */
const SUFFIXES = ['ات', 'يه', 'ه', 'ي'];
const MIN_STEM = 3;

/**
 * Light stemming before the Snowball-style stemmer: that stemmer alone reads `الصلاحيات` and
 * `صلاحيات` differently; taking the article and plural or feminine endings off first makes the forms
 * of one word meet (`الصلاحية`, `صلاحيات`, `بصلاحيات` → `صلاح`).
 */
function lightStem(word: string): string {
  let stem = word;
  const prefix = PREFIXES.find((candidate) => stem.startsWith(candidate) && stem.length - candidate.length >= MIN_STEM);
  // A bare و is not taken off: too many words begin with it (وصول access, وظيفة job, واجهة interface).
  if (prefix) stem = stem.slice(prefix.length);
  // The alef of the accusative ending (عمليًّا، رمزًا), its tanween already removed.
  if (stem.endsWith('ا') && stem.length - 1 >= MIN_STEM) stem = stem.slice(0, -1);
  const suffix = SUFFIXES.find((candidate) => stem.endsWith(candidate) && stem.length - candidate.length >= MIN_STEM);
  if (suffix) stem = stem.slice(0, -suffix.length);
  return stem;
}

/** An Arabic word (already normalised) as the index keeps it: its stem. */
export function stemArabic(word: string): string {
  const light = lightStem(word);
  const stem = normalizeArabic(stemmer(light));
  return stem.length >= 2 ? stem : light;
}
