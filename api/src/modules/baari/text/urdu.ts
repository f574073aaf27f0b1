/**
 * Urdu for the index: one spelling of letters that keyboards type several ways, and a short,
 * tested rule set that takes plural and oblique endings off (no stemmer library covers Urdu).
 */

/** Short vowels, shadda, the superscript alef and the tatweel. */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/**
 * Arabic-letter variants as the Urdu letters: Arabic yeh and alef maqsura as Farsi yeh (ی),
 * Arabic kaf as keheh (ک), Arabic heh, teh marbuta and their hamza forms as heh goal (ہ),
 * yeh barree with hamza as yeh barree (ے), alef with hamza or madda as alef.
 */
export function normalizeUrdu(word: string): string {
  return word
    .replace(MARKS, '')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[هةۃۂۀ]/g, 'ہ')
    .replace(/ۓ/g, 'ے')
    .replace(/[أإآٱ]/g, 'ا');
}

/** Postpositions, pronouns, auxiliaries and question words: what a question has besides its subject. */
const WORDS = `
  کا کی کے کو میں سے پر تک نے اور یا ہے ہیں تھا تھی تھے ہوں ہو ہوا ہوئی ہوئے گا گی گے
  کیا کیسے کیوں کون کونسا کونسی کونسے کہاں کب کتنا کتنی کتنے جو جس جن جنہیں جسے
  سی سا سے یہ وہ اس ان انہیں اسے انہوں ایسا ایسی ایسے یہاں وہاں
  کہ تو بھی ہی نہیں نہ مت مجھے میرا میری میرے ہم ہمیں ہمارا ہماری ہمارے میں
  آپ آپکا آپ کی تم تمہارا اپنا اپنی اپنے کر کرنا کرتا کرتی کرتے کریں کرو کرے کرکے کیجیے
  لیے لئے والا والی والے ایک کچھ کسی کوئی اب جب تب پھر مگر لیکن اگر چاہیے چاہتا چاہتی چاہتے
  سکتا سکتی سکتے سکوں سکیں رہا رہی رہے دیں دے دیتا دیتی دیتے بتائیں بتایئے بتاؤ براہ کرم
  جی ہاں بارے متعلق ذریعے ساتھ بغیر شدہ ہوگا ہوگی ہوں گے بنے موجود مجھ سکتا ہوں
`;

export const URDU_STOPWORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean).map(normalizeUrdu));

/**
 * Endings taken off, the longest first, each only when enough of the word is left: plural and
 * oblique forms (ـوں، ـیں، ـیاں، ـیوں، ـے), the Arabic plural (ـات), the English plural of a
 * borrowed word (ـز), and the gender and adjective
 * endings (ـی، ـا، ـہ), so that `لیبوں`، `لیبیں` and `لیب`, or `سکھاتا`، `سکھاتی` and `سکھاتے` meet.
 */
const RULES: { suffix: string; minStem: number }[] = [
  { suffix: 'یوں', minStem: 2 },
  { suffix: 'یاں', minStem: 2 },
  { suffix: 'وں', minStem: 2 },
  { suffix: 'یں', minStem: 2 },
  { suffix: 'ات', minStem: 3 },
  // English words written in Urdu take an English plural: لیبز، ماڈلز، ٹوکنز.
  { suffix: 'ز', minStem: 3 },
  { suffix: 'ے', minStem: 3 },
  { suffix: 'ی', minStem: 3 },
  { suffix: 'ا', minStem: 3 },
  { suffix: 'ہ', minStem: 3 },
];

/** An Urdu word (already normalised) as the index keeps it: at most one ending taken off. */
export function stemUrdu(word: string): string {
  const letters = [...word];
  for (const { suffix, minStem } of RULES) {
    if (word.endsWith(suffix) && letters.length - [...suffix].length >= minStem) return word.slice(0, -suffix.length);
  }
  return word;
}
