import { BAARI_QUESTION_MAX_LENGTH, BAARI_VISITOR_QUESTIONS } from '@ilm/contract';
import { count, eq } from 'drizzle-orm';
import { baariConversations, baariMessages } from './baari.schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';
import { BAARI_LIMITS } from './baari-limits';
import { aborted, CITATION, echo, FakeAssistant, freshAddress, parseStream, until } from './testing/baari-test-kit';

// POST baari/ask/ on the real database, with a fake assistant: the stream's order and headers, what
// is kept for a learner and not for a visitor, and the limits checked before anything streams.
const fake = new FakeAssistant();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ assistant: fake });
});
afterAll(() => t.close());
beforeEach(() => {
  fake.script = echo;
});

interface AskOptions {
  who?: SignedUp | null;
  address?: string;
  language?: string;
  headers?: Record<string, string>;
}
const ask = (payload: object, { who = null, address = freshAddress(), language = 'en', headers = {} }: AskOptions = {}) =>
  t.app.inject({ method: 'POST', url: '/baari/ask/', payload, remoteAddress: address, headers: { ...who?.headers, 'accept-language': language, ...headers } });

const messagesOf = (conversationId: string) => t.database.db.select().from(baariMessages).where(eq(baariMessages.conversationId, conversationId));
const conversationCount = async () => (await t.database.db.select({ n: count() }).from(baariConversations))[0]!.n;

describe('POST baari/ask/: the stream', () => {
  it('streams meta, delta…, done in that order as JSON events, and done carries the citations', async () => {
    const who = await signUp(t.app);
    const response = await ask({ question: 'Which lab teaches file permissions?' }, { who });
    expect(response.statusCode).toBe(200);
    const { events } = parseStream(response.body);
    expect(events.map((e) => e.event)).toEqual(['meta', 'delta', 'delta', 'done']);
    expect(events[0]!.data).toEqual({ conversation_id: expect.any(String), mode: 'offline' });
    const shown = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    expect(events[3]!.data.message).toMatchObject({ role: 'assistant', text: shown, citations: [CITATION], mode: 'offline' });
  });

  it('answers as text/event-stream that no proxy buffers or caches, with the CORS and security headers of every answer', async () => {
    const response = await ask({ question: 'What is a token?' }, { headers: { origin: 'http://localhost:3000', 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-type']).toBe('text/event-stream');
    expect(response.headers['x-accel-buffering']).toBe('no');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(response.headers.vary).toLowerCase()).toEqual(expect.stringMatching(/origin.*accept-language/));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('an assistant failing mid-answer ends the stream with an error event in the language, never a 500 page', async () => {
    fake.script = async function* () {
      yield { type: 'delta', text: 'Half an ans' };
      throw new Error('index exploded');
    };
    const who = await signUp(t.app);
    const response = await ask({ question: 'Break please' }, { who, language: 'ar' });
    expect(response.statusCode).toBe(200);
    const { events } = parseStream(response.body);
    expect(events.map((e) => e.event)).toEqual(['meta', 'delta', 'error']);
    expect(events[2]!.data).toEqual({ code: 'answer_failed', message: 'تعذّر على باري إكمال هذه الإجابة. يُرجى السؤال مرة أخرى.' });
    // The question is kept; an answer that failed is not.
    const kept = await messagesOf(events[0]!.data.conversation_id as string);
    expect(kept.map((m) => m.role)).toEqual(['user']);
  });

  it('a model that fails midway: the notice replaces what it wrote, and only the offline answer is kept', async () => {
    fake.script = async function* () {
      yield { type: 'delta', text: 'The model bega' };
      yield { type: 'notice', code: 'model_unavailable', message: 'The model is unavailable: here is the offline answer.' };
      yield { type: 'delta', text: 'Offline answer.' };
      yield { type: 'done', text: 'Offline answer.', citations: [CITATION], mode: 'offline' };
    };
    const who = await signUp(t.app);
    const { events } = parseStream((await ask({ question: 'Model?' }, { who })).body);
    expect(events.map((e) => e.event)).toEqual(['meta', 'delta', 'notice', 'delta', 'done']);
    const kept = await messagesOf(events[0]!.data.conversation_id as string);
    expect(kept.find((m) => m.role === 'assistant')?.text).toBe('Offline answer.');
  });
});

describe('POST baari/ask/: input, checked before streaming', () => {
  it(`a question over ${BAARI_QUESTION_MAX_LENGTH} characters, empty or blank answers 400 naming question`, async () => {
    for (const question of ['x'.repeat(BAARI_QUESTION_MAX_LENGTH + 1), '', '   \n ']) {
      const response = await ask({ question });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({ code: 'validation_error', field: 'question' });
    }
    expect((await ask({ question: 'ok', step_index: 1 }, { who: await signUp(t.app) })).json()).toMatchObject({ field: 'lab_instance_id' });
  });

  it('a visitor cannot name a conversation or a lab (401): those belong to a learner', async () => {
    const response = await ask({ question: 'Continue', conversation_id: '00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST baari/ask/: visitors', () => {
  it(`a visitor is answered ${BAARI_VISITOR_QUESTIONS} times per address and nothing is kept, then asked to create a free account (403)`, async () => {
    const address = freshAddress();
    const before = await conversationCount();
    for (let n = 0; n < BAARI_VISITOR_QUESTIONS; n += 1) {
      const { events } = parseStream((await ask({ question: `Question ${n}` }, { address })).body);
      expect(events[0]!.data.conversation_id).toBeNull();
      expect(events.at(-1)!.event).toBe('done');
      const id = events.at(-1)!.data.message!.id as string;
      expect(await t.database.db.select().from(baariMessages).where(eq(baariMessages.id, id))).toEqual([]);
    }
    expect(await conversationCount()).toBe(before);

    const refused = await ask({ question: 'One more?' }, { address });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'sign_up_to_continue', message: expect.stringContaining('Create a free account to keep asking') });
    expect((await ask({ question: 'One more?' }, { address, language: 'ar' })).json().message).toContain('أنشئ حسابًا مجانيًا');
    // Another address is still welcome, and so is a learner at this one.
    expect((await ask({ question: 'Hello' })).statusCode).toBe(200);
    expect((await ask({ question: 'Hello' }, { address, who: await signUp(t.app) })).statusCode).toBe(200);
  });
});

describe('POST baari/ask/: limits', () => {
  it(`a learner past ${BAARI_LIMITS.learnerPerMinute} questions a minute gets 429 with the wait, in words and in Retry-After`, async () => {
    const who = await signUp(t.app);
    const address = freshAddress();
    for (let n = 0; n < BAARI_LIMITS.learnerPerMinute; n += 1) expect((await ask({ question: `Q${n}` }, { who, address })).statusCode).toBe(200);
    const refused = await ask({ question: 'Too many' }, { who, address: freshAddress() });
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      message: `You have asked Baari many questions in a short time. Please wait ${wait} seconds, then ask again.`,
    });
    // Another learner is not held back by this one.
    expect((await ask({ question: 'Mine' }, { who: await signUp(t.app), address })).statusCode).toBe(200);
  });

  it(`one address past ${BAARI_LIMITS.addressPerMinute} questions a minute gets 429, whoever asks`, async () => {
    const address = freshAddress();
    let asked = 0;
    while (asked < BAARI_LIMITS.addressPerMinute) {
      const who = await signUp(t.app);
      for (let n = 0; n < BAARI_LIMITS.learnerPerMinute && asked < BAARI_LIMITS.addressPerMinute; n += 1, asked += 1) {
        expect((await ask({ question: `Q${asked}` }, { who, address })).statusCode).toBe(200);
      }
    }
    const refused = await ask({ question: 'From a new learner' }, { who: await signUp(t.app), address });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it(`a third answer streaming at once for one learner is refused with 429 too_many_streams`, async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fake.script = async function* (input) {
      yield { type: 'delta', text: 'Thinking…' };
      await Promise.race([held, aborted(input.signal)]);
      yield { type: 'done', text: 'Thinking…', citations: [], mode: 'offline' };
    };
    const who = await signUp(t.app);
    const start = fake.asked.length;
    const open = [ask({ question: 'One' }, { who }), ask({ question: 'Two' }, { who })];
    await until(() => fake.asked.length === start + BAARI_LIMITS.streamsPerLearner);
    const third = await ask({ question: 'Three' }, { who });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'too_many_streams', message: expect.stringContaining('already answering 2 of your questions') });
    release();
    for (const response of await Promise.all(open)) expect(parseStream(response.body).events.at(-1)!.event).toBe('done');
    // Once they finished, the learner may ask again.
    expect((await ask({ question: 'Four' }, { who })).statusCode).toBe(200);
  });
});

describe('POST baari/ask/: Stop', () => {
  it('closing the connection mid-answer aborts the assistant and keeps what was shown, marked by no citations and no mode', async () => {
    fake.script = async function* (input) {
      yield { type: 'delta', text: 'The first part, ' };
      yield { type: 'delta', text: 'shown.' };
      await aborted(input.signal);
      yield { type: 'delta', text: ' Never shown.' };
      yield { type: 'done', text: 'The first part, shown. Never shown.', citations: [CITATION], mode: 'offline' };
    };
    const who = await signUp(t.app);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/baari/ask/`, {
      method: 'POST',
      headers: { ...who.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'Tell me everything' }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes('shown.')) received += new TextDecoder().decode((await reader.read()).value);
    controller.abort();

    const input = fake.last;
    await until(() => input.signal.aborted);
    const conversationId = parseStream(received).events[0]!.data.conversation_id as string;
    await until(async () => (await messagesOf(conversationId)).length === 2);
    const [question, answer] = (await messagesOf(conversationId)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(question).toMatchObject({ role: 'user', text: 'Tell me everything' });
    expect(answer).toMatchObject({ role: 'assistant', text: 'The first part, shown.', citations: [], mode: null });
  });
});
