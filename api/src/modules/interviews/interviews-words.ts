import type { LanguageCode } from '@ilm/contract';

/** The sentences a mock interview's feedback and summary are written with, in each language. */
export interface InterviewWords {
  covered: (points: string) => string;
  coveredNothing: string;
  add: (points: string) => string;
  addNothing: string;
  practise: (labs: string) => string;
  overall: (score: number, questions: number) => string;
  strengths: (points: string) => string;
  noStrengths: string;
  toPractise: (points: string) => string;
  nothingToPractise: string;
  labs: (labs: string) => string;
  /** Between rubric points, which are phrases with commas of their own. */
  pointSeparator: string;
  /** Between lab links. */
  linkSeparator: string;
  /** A kept interview's question that a later edition of the bank removed. */
  retiredQuestion: string;
  retiredPoint: string;
}

const QUESTIONS_AR = { one: 'سؤال واحد', two: 'سؤالين', few: 'أسئلة', many: 'سؤالًا' };

/** A count with its noun as Arabic wants it: one and two said by the noun, 3–10 with the plural, 11 and more with the singular. */
function countAr(count: number, forms: typeof QUESTIONS_AR): string {
  if (count === 1) return forms.one;
  if (count === 2) return forms.two;
  const lastTwo = count % 100;
  return `${count} ${lastTwo >= 3 && lastTwo <= 10 ? forms.few : forms.many}`;
}

export const INTERVIEW_WORDS: Record<LanguageCode, InterviewWords> = {
  en: {
    covered: (points) => `You covered: ${points}.`,
    coveredNothing: 'Your answer does not yet cover the points an interviewer listens for in this question.',
    add: (points) => `To make it stronger, add: ${points}.`,
    addNothing: 'You covered every point an interviewer listens for here.',
    practise: (labs) => `Practise it in ${labs}.`,
    overall: (score, questions) => `Your overall score: ${score} out of 100 over ${questions} ${questions === 1 ? 'question' : 'questions'}.`,
    strengths: (points) => `Your strengths: ${points}.`,
    noStrengths: "No rubric point was covered yet: each answer's feedback says what interviewers listen for.",
    toPractise: (points) => `What to practise: ${points}.`,
    nothingToPractise: 'You covered every point of every question. Start another interview for new questions.',
    labs: (labs) => `Labs that practise it: ${labs}.`,
    pointSeparator: '; ',
    linkSeparator: ', ',
    retiredQuestion: 'This question is no longer in the question bank.',
    retiredPoint: 'A point no longer in the question bank',
  },
  ar: {
    covered: (points) => `غطّت إجابتك: ${points}.`,
    coveredNothing: 'لا تغطي إجابتك بعدُ النقاط التي ينتظر المُقابِل سماعها في هذا السؤال.',
    add: (points) => `لتكون إجابتك أقوى، أضف: ${points}.`,
    addNothing: 'غطّيت كل النقاط التي ينتظر المُقابِل سماعها هنا.',
    practise: (labs) => `تدرّب على ذلك في: ${labs}.`,
    overall: (score, questions) => `نتيجتك الإجمالية: ${score} من 100 في ${countAr(questions, QUESTIONS_AR)}.`,
    strengths: (points) => `نقاط قوتك: ${points}.`,
    noStrengths: 'لم تُغطَّ أي نقطة من نقاط التقييم بعد: تبيّن الملاحظات على كل إجابة ما ينتظر المُقابِلون سماعه.',
    toPractise: (points) => `ما تحتاج إلى التدرّب عليه: ${points}.`,
    nothingToPractise: 'غطّيت كل نقاط كل الأسئلة. ابدأ مقابلة أخرى لتحصل على أسئلة جديدة.',
    labs: (labs) => `مختبرات تدرّبك على ذلك: ${labs}.`,
    pointSeparator: '؛ ',
    linkSeparator: '، ',
    retiredQuestion: 'لم يعد هذا السؤال ضمن بنك الأسئلة.',
    retiredPoint: 'نقطة لم تعد ضمن بنك الأسئلة',
  },
  ur: {
    covered: (points) => `آپ کے جواب میں یہ نکات آ گئے: ${points}۔`,
    coveredNothing: 'آپ کے جواب میں ابھی وہ نکات نہیں آئے جو انٹرویو لینے والا اس سوال میں سننا چاہتا ہے۔',
    add: (points) => `جواب کو مضبوط بنانے کے لیے یہ بھی شامل کریں: ${points}۔`,
    addNothing: 'آپ نے وہ تمام نکات بیان کر دیے جو انٹرویو لینے والا یہاں سننا چاہتا ہے۔',
    practise: (labs) => `اس کی مشق یہاں کریں: ${labs}۔`,
    overall: (score, questions) => `آپ کا مجموعی اسکور: ${questions} ${questions === 1 ? 'سوال' : 'سوالوں'} میں 100 میں سے ${score}۔`,
    strengths: (points) => `آپ کی خوبیاں: ${points}۔`,
    noStrengths: 'ابھی تک جانچ کا کوئی نکتہ پورا نہیں ہوا: ہر جواب پر دی گئی رائے بتاتی ہے کہ انٹرویو لینے والے کیا سننا چاہتے ہیں۔',
    toPractise: (points) => `جن باتوں کی مشق کرنی ہے: ${points}۔`,
    nothingToPractise: 'آپ نے ہر سوال کا ہر نکتہ بیان کر دیا۔ نئے سوالات کے لیے ایک اور انٹرویو شروع کریں۔',
    labs: (labs) => `ان کی مشق کے لیے لیبز: ${labs}۔`,
    pointSeparator: '؛ ',
    linkSeparator: '، ',
    retiredQuestion: 'یہ سوال اب سوالات کے ذخیرے میں شامل نہیں۔',
    retiredPoint: 'ایک نکتہ جو اب سوالات کے ذخیرے میں نہیں',
  },
};
