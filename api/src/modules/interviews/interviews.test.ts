import { INTERVIEW_ANSWER_MAX_LENGTH, INTERVIEW_QUESTIONS, type Interview, type LanguageCode } from '@ilm/contract';
import { eq } from 'drizzle-orm';
import type { ChatModel } from '../baari/assistant';
import { careerPaths } from '../catalog/catalog.schema';
import { interviewAnswers, interviewSessions } from './interviews.schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';
import { INTERVIEW_LIMITS } from './interviews-limits';

// Mock interviews on the real database. The questions are drawn with a seeded random, so each test
// knows the order of its interview's questions: for the cloud engineer path with seed 7, the ones
// answered below.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seeded = (seed: number) => {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
};
beforeEach(() => {
  t.app.services.interviews.random = seeded(7);
  t.app.services.baariModel = undefined;
});

const PATH = 'cloud-engineer';
const start = (who: SignedUp | null, slug: string = PATH, language: LanguageCode = 'en') =>
  t.app.inject({ method: 'POST', url: '/baari/interviews/', headers: { ...who?.headers, 'accept-language': language }, payload: { career_path_slug: slug } });
const answer = (who: SignedUp, id: string, text: string, language: LanguageCode = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/baari/interviews/${id}/answers/`,
    headers: { ...who.headers, 'accept-language': language },
    payload: { answer: text },
  });
const read = (who: SignedUp, id: string) => t.app.inject({ method: 'GET', url: `/baari/interviews/${id}/`, headers: who.headers });

/** The bank's id of the question the interview asks now (the test's answers are written for it). */
function currentQuestion(interview: Interview, language: LanguageCode = 'en') {
  const turn = interview.turns.find((item) => item.index === interview.current);
  return t.app.services.interviews.bank(PATH)!.questions.find((question) => question.question[language] === turn?.question)?.id;
}

/** Answers written for the cloud engineer questions of seed 7, in their order. */
const ANSWERS = [
  {
    question: 'private-static-site',
    text: 'I keep the S3 bucket private with Block Public Access turned on, and put CloudFront in front of it with origin access control. A certificate from ACM serves the site over HTTPS on our domain, and after each deployment I create an invalidation for the files that changed.',
    score: 100,
  },
  { question: 'zero-downtime-app-service', text: 'I would deploy in the evening, when few people use the site.', score: 0 },
  {
    question: 'unreachable-service',
    text: 'First I check with ss -tlnp that it listens on 0.0.0.0 and not only on 127.0.0.1, then I curl it from the machine itself.',
    score: 50,
  },
  {
    question: 'something-broke',
    text: 'I was on call when a release broke sign-in. I rolled back the deployment, kept the support team informed every half hour, and wrote a post-mortem; we added an alert on failed sign-ins.',
    score: 100,
  },
  {
    question: 'shell-access-without-open-ssh',
    text: 'We use Session Manager, so port 22 stays closed to the internet, and the break-glass account uses ed25519 keys.',
    score: 75,
  },
];

async function started(who: SignedUp, language: LanguageCode = 'en'): Promise<Interview> {
  const response = await start(who, PATH, language);
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('POST baari/interviews/: starting a mock interview', () => {
  it('draws the questions from the path bank, shows only the first, in the request language', async () => {
    const who = await signUp(t.app);
    const interview = await started(who);
    expect(interview).toMatchObject({
      career_path: { slug: PATH, title: 'Cloud Engineer' },
      status: 'in_progress',
      questions_total: INTERVIEW_QUESTIONS,
      questions_answered: 0,
      score: null,
      current: 0,
      summary: null,
      completed_at: null,
    });
    expect(interview.turns).toEqual([{ index: 0, question: expect.any(String), answer: null, rubric: [], feedback: null, score: null, mode: null }]);
    expect(currentQuestion(interview)).toBe('private-static-site');
  });

  it('varies the questions between interviews (and repeats them with the same seed)', async () => {
    const who = await signUp(t.app);
    const questionIds = async (seed: number) => {
      t.app.services.interviews.random = seeded(seed);
      const { id } = await started(who);
      const [session] = await t.database.db.select().from(interviewSessions).where(eq(interviewSessions.id, id));
      return session!.questionIds;
    };
    const first = await questionIds(7);
    expect(first).toHaveLength(INTERVIEW_QUESTIONS);
    expect(new Set(first).size).toBe(INTERVIEW_QUESTIONS);
    expect(await questionIds(7)).toEqual(first);
    expect(await questionIds(11)).not.toEqual(first);
  });

  it('answers 404 for an unknown career path, 400 naming the field for a path without a bank, 401 without a session', async () => {
    const who = await signUp(t.app);
    expect((await start(who, 'no-such-path')).json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    await t.database.db.insert(careerPaths).values({
      slug: 'path-without-bank',
      title: 'Path without a bank',
      summary: 'A path added to the catalog before its interview questions.',
      description: 'Added by this test.',
      level: 'beginner',
      durationWeeks: 1,
      priceUsdCents: 100,
      tokensIncluded: 1,
      outcomes: [],
      labSlugs: [],
    });
    const noBank = await start(who, 'path-without-bank');
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json()).toMatchObject({
      code: 'validation_error',
      field: 'career_path_slug',
      message: 'career_path_slug: has no mock interview questions yet',
    });
    expect((await start(who, 'Not A Slug')).json()).toMatchObject({ statusCode: 400, field: 'career_path_slug' });
    expect((await start(null)).statusCode).toBe(401);
  });
});

describe('POST baari/interviews/{id}/answers/: feedback against the rubric', () => {
  it('meets the points a good answer covers, and names what a poor one misses with the lab that practises it', async () => {
    const who = await signUp(t.app);
    const { id } = await started(who);
    const good = await answer(who, id, ANSWERS[0]!.text);
    expect(good.statusCode).toBe(200);
    const afterGood: Interview = good.json();
    expect(afterGood.turns[0]).toMatchObject({ index: 0, answer: ANSWERS[0]!.text, score: 100, mode: 'offline' });
    expect(afterGood.turns[0]!.rubric.every((point) => point.met)).toBe(true);
    expect(afterGood.turns[0]!.feedback).toMatch(/^You covered: An S3 bucket with Block Public Access turned on; CloudFront in front of it/);
    expect(afterGood).toMatchObject({ current: 1, questions_answered: 1, score: 100 });
    expect(currentQuestion(afterGood)).toBe(ANSWERS[1]!.question);

    const poor: Interview = (await answer(who, id, ANSWERS[1]!.text)).json();
    const turn = poor.turns[1]!;
    expect(turn.score).toBe(0);
    expect(turn.rubric).toEqual([
      { point: 'Deploys to a staging deployment slot first', met: false },
      { point: 'Swaps the slots once checked, and swaps back to roll back', met: false },
      { point: 'Keeps configuration in application settings (slot-specific where needed), not in code', met: false },
      { point: 'Warms up and health-checks the new version before swapping, and monitors after', met: false },
    ]);
    expect(turn.feedback!.split('\n')).toEqual([
      'Your answer does not yet cover the points an interviewer listens for in this question.',
      expect.stringMatching(/^To make it stronger, add: Deploys to a staging deployment slot first; /),
      'Practise it in [Deploy a Web App to Azure App Service](/labs/azure-app-service-deploy).',
    ]);
    expect(poor).toMatchObject({ current: 2, questions_answered: 2, score: 50 });
  });

  it('completes the interview after the last answer with a summary, then refuses more answers with 409', async () => {
    const who = await signUp(t.app);
    let interview = await started(who);
    for (const [index, expected] of ANSWERS.entries()) {
      expect(currentQuestion(interview)).toBe(expected.question);
      interview = (await answer(who, interview.id, expected.text)).json();
      expect(interview.turns[index]!.score).toBe(expected.score);
    }
    expect(interview).toMatchObject({ status: 'completed', current: null, questions_answered: 5, score: 65, completed_at: expect.any(String) });
    expect(interview.turns).toHaveLength(5);
    const summary = interview.summary!.split('\n');
    expect(summary[0]).toBe('Your overall score: 65 out of 100 over 5 questions.');
    expect(summary[1]).toMatch(/^Your strengths: An S3 bucket with Block Public Access turned on; /);
    expect(summary[2]).toMatch(/^What to practise: Deploys to a staging deployment slot first; /);
    expect(summary[3]).toMatch(/^Labs that practise it: \[Deploy a Web App to Azure App Service\]\(\/labs\/azure-app-service-deploy\)/);
    expect((await read(who, interview.id)).json()).toEqual(interview);

    const again = await answer(who, interview.id, 'One more thing.');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'interview_completed' });
    expect(await t.database.db.select().from(interviewAnswers).where(eq(interviewAnswers.sessionId, interview.id))).toHaveLength(5);
  });

  it('runs an Arabic interview in Arabic: questions, rubric points and feedback, with Arabic answers matched', async () => {
    const who = await signUp(t.app);
    const interview = await started(who, 'ar');
    expect(interview.career_path.title).toMatch(/[\u0600-\u06FF]/);
    const bank = t.app.services.interviews.bank(PATH)!;
    expect(interview.turns[0]!.question).toBe(bank.byId.get('private-static-site')!.question.ar);
    const text =
      'أجعل حاوية S3 خاصة مع تفعيل حظر الوصول العام، وأضع أمامها CloudFront مع التحكم في الوصول إلى الأصل، وأقدّم الموقع عبر HTTPS بشهادة من ACM. وعند نشر أي تغيير أنشئ عملية إبطال للملفات المخزنة مؤقتًا.';
    // The page is now in English: the interview stays in the language it started in.
    const answered: Interview = (await answer(who, interview.id, text, 'en')).json();
    expect(answered.turns[0]).toMatchObject({ score: 100 });
    expect(answered.turns[0]!.rubric[0]).toEqual({ point: 'حاوية S3 مع تفعيل حظر الوصول العام (Block Public Access)', met: true });
    expect(answered.turns[0]!.feedback).toMatch(/^غطّت إجابتك: /);
    expect(answered.turns[1]!.question).toBe(bank.byId.get('zero-downtime-app-service')!.question.ar);
    const poor: Interview = (await answer(who, interview.id, 'أنشر التحديث مساءً حين يقل عدد المستخدمين.', 'ar')).json();
    expect(poor.turns[1]!.feedback).toContain('لتكون إجابتك أقوى، أضف: ينشر أولًا إلى خانة نشر مرحلية');
    expect(poor.turns[1]!.feedback).toMatch(/تدرّب على ذلك في: \[[^\]]+\]\(\/labs\/azure-app-service-deploy\)\.$/);
  });

  it('answers 400 naming answer for an answer too long, empty or blank, and keeps nothing', async () => {
    const who = await signUp(t.app);
    const { id } = await started(who);
    for (const text of ['x'.repeat(INTERVIEW_ANSWER_MAX_LENGTH + 1), '', ' \n\t ']) {
      const response = await answer(who, id, text);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', field: 'answer' });
      expect(response.json().message).toMatch(/^answer: /);
    }
    expect((await answer(who, id, 'x'.repeat(INTERVIEW_ANSWER_MAX_LENGTH))).statusCode).toBe(200);
  });
});

describe('two answers to one question at once', () => {
  // Which one is first depends on timing: a second that reads after the first was kept answers the
  // next question; one that read before is refused 409. Never is a question answered twice.
  it('never answers one question twice: the second is kept for the next question or refused with 409', async () => {
    const who = await signUp(t.app);
    const { id } = await started(who);
    const statuses = (await Promise.all([answer(who, id, ANSWERS[0]!.text), answer(who, id, 'A second answer.')])).map((response) => response.statusCode);
    const kept = statuses.filter((status) => status === 200).length;
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(kept).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db.select().from(interviewAnswers).where(eq(interviewAnswers.sessionId, id));
    expect(rows.map((row) => row.questionIndex).sort()).toEqual([0, 1].slice(0, kept));
    expect((await read(who, id)).json()).toMatchObject({ questions_answered: kept, current: kept });
  });
});

describe("another learner's interview", () => {
  it('is 404 to read and to answer, and missing from their list', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { id } = await started(owner);
    expect((await read(other, id)).json()).toMatchObject({ statusCode: 404, code: 'not_found', message: 'Mock interview was not found.' });
    expect((await answer(other, id, ANSWERS[0]!.text)).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/baari/interviews/', headers: other.headers })).json();
    expect(list).toEqual({ count: 0, results: [] });
    expect((await read(owner, id)).json().turns[0].answer).toBeNull();
  });
});

describe('GET baari/interviews/', () => {
  it("lists the learner's interviews newest first, with their progress and score", async () => {
    const who = await signUp(t.app);
    const first = await started(who);
    await answer(who, first.id, ANSWERS[0]!.text);
    await answer(who, first.id, ANSWERS[1]!.text);
    const second = await started(who);
    const list = (await t.app.inject({ method: 'GET', url: '/baari/interviews/', headers: who.headers })).json();
    expect(list.count).toBe(2);
    expect(list.results.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    expect(list.results[1]).toMatchObject({
      career_path: { slug: PATH, title: 'Cloud Engineer' },
      status: 'in_progress',
      questions_total: 5,
      questions_answered: 2,
      score: 50,
    });
    expect(list.results[0]).toMatchObject({ questions_answered: 0, score: null });
  });
});

describe('with a language model configured', () => {
  const model = (reply: () => Promise<string>): ChatModel => ({
    async *stream() {},
    complete: () => reply(),
  });

  it("uses the model's judgement and feedback, and adds the bank's lab for a missed point", async () => {
    const who = await signUp(t.app);
    const { id } = await started(who);
    await answer(who, id, ANSWERS[0]!.text);
    const points = ['staging-slot', 'swap', 'slot-settings', 'check-before-swap'].map((point) => ({ id: point, met: point === 'swap' }));
    t.app.services.baariModel = model(async () =>
      JSON.stringify({ points, feedback: 'You know slots can be swapped. Say where you deploy first and how you check it.' }),
    );
    const turn = (await answer(who, id, 'I swap slots.')).json().turns[1];
    expect(turn).toMatchObject({ mode: 'model', score: 25 });
    expect(turn.rubric.map((point: { met: boolean }) => point.met)).toEqual([false, true, false, false]);
    expect(turn.feedback).toBe(
      'You know slots can be swapped. Say where you deploy first and how you check it.\nPractise it in [Deploy a Web App to Azure App Service](/labs/azure-app-service-deploy).',
    );
  });

  it('falls back to the offline judgement when the model fails or replies with invalid JSON', async () => {
    const who = await signUp(t.app);
    const { id } = await started(who);
    t.app.services.baariModel = model(async () => {
      throw new Error('connection refused');
    });
    expect((await answer(who, id, ANSWERS[0]!.text)).json().turns[0]).toMatchObject({ mode: 'offline', score: 100 });
    t.app.services.baariModel = model(async () => 'Great answer!');
    expect((await answer(who, id, ANSWERS[1]!.text)).json().turns[1]).toMatchObject({ mode: 'offline', score: 0 });
  });
});

describe('the answer rate limit', () => {
  it(`answers 429 with the wait in words past ${INTERVIEW_LIMITS.answersPerMinute} answers a minute`, async () => {
    const who = await signUp(t.app);
    const { id } = await started(who);
    const statuses: number[] = [];
    for (let sent = 0; sent < INTERVIEW_LIMITS.answersPerMinute; sent += 1) statuses.push((await answer(who, id, 'An answer.')).statusCode);
    expect(statuses).toEqual([...Array(INTERVIEW_QUESTIONS).fill(200), ...Array(INTERVIEW_LIMITS.answersPerMinute - INTERVIEW_QUESTIONS).fill(409)]);
    const limited = await answer(who, id, 'An answer.');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^You have sent many interview answers in a short time\. Please wait \d+ seconds, then answer again\.$/),
    });
    const arabic = await answer(who, id, 'إجابة.', 'ar');
    expect(arabic.json().message).toMatch(/^أرسلت إجابات كثيرة في المقابلة خلال وقت قصير\. يُرجى الانتظار/);
    // Another learner is not held back.
    const other = await signUp(t.app);
    expect((await answer(other, (await started(other)).id, 'An answer.')).statusCode).toBe(200);
  });
});
