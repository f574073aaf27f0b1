import type { BankQuestion } from './interviews-bank';
import { interviewSummary, offlineFeedback } from './interviews-feedback';
import { containsRun, matchRubric, scoreOf } from './interviews-rubric';

const texts = (en: string, ar: string, ur: string) => ({ en, ar, ur });

/** A question shaped like the banks' (api/interviews), small enough to read in the test. */
const QUESTION: BankQuestion = {
  id: 'least-privilege-s3-access',
  kind: 'technical',
  question: texts('How would you grant read access to one bucket prefix?', 'كيف تمنح وصول القراءة؟', 'آپ پڑھنے کی رسائی کیسے دیں گے؟'),
  rubric: [
    {
      id: 'only-needed-actions',
      point: texts('Grants only the actions needed', 'يمنح الإجراءات اللازمة فقط', 'صرف ضروری ایکشنز کی اجازت دیتا ہے'),
      keywords: { en: ['GetObject', 'only the actions'], ar: ['GetObject', 'الإجراءات اللازمة فقط'], ur: ['GetObject', 'صرف ضروری ایکشن'] },
      lab: 'aws-iam-least-privilege',
    },
    {
      id: 'least-privilege',
      point: texts('Names least privilege', 'يذكر مبدأ أقل الصلاحيات', 'کم سے کم اختیارات کا ذکر کرتا ہے'),
      keywords: { en: ['least privilege'], ar: ['أقل الصلاحيات'], ur: ['کم سے کم اختیارات'] },
    },
    {
      id: 'test-the-policy',
      point: texts('Tests the policy with the simulator', 'يختبر السياسة بالمحاكي', 'پالیسی کو سمیولیٹر سے جانچتا ہے'),
      keywords: { en: ['policy simulator'], ar: ['محاكي السياسات'], ur: ['پالیسی سمیولیٹر'] },
      lab: 'aws-iam-least-privilege',
    },
  ],
};
const TITLES = new Map([['aws-iam-least-privilege', 'IAM Policies for Least Privilege']]);
const met = (answer: string, language: 'en' | 'ar' | 'ur' = 'en') =>
  matchRubric(QUESTION, answer, language)
    .filter((result) => result.met)
    .map((result) => result.point);

describe('rubric matching, offline', () => {
  it('matches a phrase only as its words in order, side by side', () => {
    expect(containsRun(['appli', 'least', 'privileg', 'alwai'], ['least', 'privileg'])).toBe(true);
    expect(containsRun(['privileg', 'least'], ['least', 'privileg'])).toBe(false);
    expect(containsRun(['least', 'common', 'privileg'], ['least', 'privileg'])).toBe(false);
    expect(containsRun(['least'], [])).toBe(false);
  });

  it('meets a point when the answer has one of its keywords after analysis: other word forms and case count', () => {
    expect(met('I would follow the principle of Least Privileges and allow s3:GetObject on that prefix.')).toEqual(['only-needed-actions', 'least-privilege']);
    expect(met('Then I test it in the IAM policy simulator.')).toEqual(['test-the-policy']);
    // The words are there, but not as the phrase: not met.
    expect(met('The privilege that matters least is the simulator of the policy.')).toEqual([]);
  });

  it('matches Arabic answers across spellings, and English technical terms inside them', () => {
    // صلاحيات without the article, with a hamza-less alef: the same term as أقل الصلاحيات.
    expect(met('أطبق مبدأ اقل صلاحيات دائمًا', 'ar')).toEqual(['least-privilege']);
    expect(met('أمنح الإذن GetObject فقط ثم أجرّب السياسة في policy simulator', 'ar')).toEqual(['only-needed-actions', 'test-the-policy']);
  });

  it('matches a dotted name by its parts, inside a longer name', () => {
    const dns: BankQuestion = {
      ...QUESTION,
      rubric: [
        {
          id: 'name-format',
          point: texts('Knows the name format', 'يعرف صيغة الاسم', 'نام کی شکل جانتا ہے'),
          keywords: { en: ['svc.cluster.local'], ar: ['svc.cluster.local'], ur: ['svc.cluster.local'] },
        },
      ],
    };
    expect(matchRubric(dns, 'I would try nslookup orders.shop.svc.cluster.local from a debug pod.', 'en')).toEqual([{ point: 'name-format', met: true }]);
    expect(matchRubric(dns, 'I would look at cluster.local first.', 'en')).toEqual([{ point: 'name-format', met: false }]);
  });

  it('matches Urdu answers', () => {
    // ایکشنز: an English plural written in Urdu meets the keyword's ایکشن.
    expect(met('میں کم سے کم اختیارات کا اصول اپناؤں گا اور صرف ضروری ایکشنز دوں گا', 'ur')).toEqual(['only-needed-actions', 'least-privilege']);
  });

  it('scores the points met out of the total', () => {
    expect(scoreOf(matchRubric(QUESTION, 'least privilege, GetObject, policy simulator', 'en'))).toBe(100);
    expect(scoreOf(matchRubric(QUESTION, 'least privilege', 'en'))).toBe(33);
    expect(scoreOf(matchRubric(QUESTION, 'I am not sure.', 'en'))).toBe(0);
  });
});

describe('offline feedback', () => {
  it('says what the answer covered, what to add, and links the lab of a missed point once', () => {
    const results = matchRubric(QUESTION, 'Least privilege: nothing more than needed.', 'en');
    expect(offlineFeedback(QUESTION, results, 'en', TITLES).split('\n')).toEqual([
      'You covered: Names least privilege.',
      'To make it stronger, add: Grants only the actions needed; Tests the policy with the simulator.',
      'Practise it in [IAM Policies for Least Privilege](/labs/aws-iam-least-privilege).',
    ]);
  });

  it('says so when nothing or everything was covered, with no lab to practise when nothing was missed', () => {
    const none = offlineFeedback(QUESTION, matchRubric(QUESTION, 'I do not know.', 'en'), 'en', TITLES);
    expect(none).toMatch(/^Your answer does not yet cover the points/);
    const all = offlineFeedback(QUESTION, matchRubric(QUESTION, 'least privilege, GetObject, policy simulator', 'en'), 'en', TITLES);
    expect(all).not.toContain('/labs/');
    expect(all.split('\n')[1]).toBe('You covered every point an interviewer listens for here.');
  });

  it('is written in the interview language, with the lab title the catalog gives in it', () => {
    const results = matchRubric(QUESTION, 'أقل الصلاحيات', 'ar');
    const feedback = offlineFeedback(QUESTION, results, 'ar', new Map([['aws-iam-least-privilege', 'سياسات IAM لأقل الصلاحيات']]));
    expect(feedback.split('\n')).toEqual([
      'غطّت إجابتك: يذكر مبدأ أقل الصلاحيات.',
      'لتكون إجابتك أقوى، أضف: يمنح الإجراءات اللازمة فقط؛ يختبر السياسة بالمحاكي.',
      'تدرّب على ذلك في: [سياسات IAM لأقل الصلاحيات](/labs/aws-iam-least-privilege).',
    ]);
  });

  it('links no lab the catalog no longer has', () => {
    expect(offlineFeedback(QUESTION, matchRubric(QUESTION, '', 'en'), 'en', new Map())).not.toContain('/labs/');
  });
});

describe('the interview summary', () => {
  it('gives the overall score, the strengths, what to practise and the labs for it', () => {
    const strong = matchRubric(QUESTION, 'least privilege, GetObject, policy simulator', 'en');
    const weak = matchRubric(QUESTION, 'least privilege', 'en');
    const summary = interviewSummary(
      [
        { question: QUESTION, results: strong, score: scoreOf(strong) },
        { question: QUESTION, results: weak, score: scoreOf(weak) },
      ],
      'en',
      TITLES,
    );
    expect(summary.split('\n')).toEqual([
      'Your overall score: 67 out of 100 over 2 questions.',
      'Your strengths: Grants only the actions needed; Names least privilege; Tests the policy with the simulator.',
      'What to practise: Grants only the actions needed; Tests the policy with the simulator.',
      'Labs that practise it: [IAM Policies for Least Privilege](/labs/aws-iam-least-privilege).',
    ]);
  });

  it('counts questions the Arabic way', () => {
    const results = matchRubric(QUESTION, '', 'ar');
    const turn = { question: QUESTION, results, score: 0 };
    expect(interviewSummary([turn, turn, turn, turn, turn], 'ar', TITLES).split('\n')[0]).toBe('نتيجتك الإجمالية: 0 من 100 في 5 أسئلة.');
    expect(interviewSummary([turn, turn], 'ar', TITLES).split('\n')[0]).toBe('نتيجتك الإجمالية: 0 من 100 في سؤالين.');
  });
});
