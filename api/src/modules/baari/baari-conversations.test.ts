import { BAARI_HISTORY_MESSAGES } from '@ilm/contract';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';
import { CITATION, FakeAssistant, freshAddress, parseStream } from './testing/baari-test-kit';
import { conversationTitle, TITLE_MAX_LENGTH } from './conversations.service';

// A learner's conversations with Baari: kept, listed, reopened, continued and deleted, and never
// readable, continued or deleted by another learner.
const fake = new FakeAssistant();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ assistant: fake });
});
afterAll(() => t.close());

const ask = async (who: SignedUp, payload: object) => {
  const response = await t.app.inject({ method: 'POST', url: '/baari/ask/', payload, headers: who.headers, remoteAddress: freshAddress() });
  return { response, events: response.statusCode === 200 ? parseStream(response.body).events : [] };
};
const call = (method: 'GET' | 'DELETE', url: string, who: SignedUp) => t.app.inject({ method, url, headers: who.headers });

describe('baari/conversations/', () => {
  it('keeps a question and its answer exactly as done gave it; lists, reopens (oldest first) and deletes the conversation', async () => {
    const who = await signUp(t.app);
    const { events } = await ask(who, { question: 'How do I make a folder?' });
    const conversationId = events[0]!.data.conversation_id as string;
    const done = events.at(-1)!.data.message!;

    const list = (await call('GET', '/baari/conversations/', who)).json();
    expect(list).toEqual({ count: 1, results: [expect.objectContaining({ id: conversationId, title: 'How do I make a folder?', message_count: 2 })] });

    const opened = (await call('GET', `/baari/conversations/${conversationId}/`, who)).json();
    expect(opened.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(opened.messages[0]).toMatchObject({ text: 'How do I make a folder?', citations: [], mode: null });
    expect(opened.messages[1]).toEqual({ ...done, citations: [CITATION] });

    const deleted = await call('DELETE', `/baari/conversations/${conversationId}/`, who);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call('GET', `/baari/conversations/${conversationId}/`, who)).statusCode).toBe(404);
    expect((await call('GET', '/baari/conversations/', who)).json()).toEqual({ count: 0, results: [] });
  });

  it('continues a conversation with its last messages as history, and lists the one continued last first', async () => {
    const who = await signUp(t.app);
    const first = (await ask(who, { question: 'Question 1' })).events[0]!.data.conversation_id as string;
    const other = (await ask(who, { question: 'Another topic' })).events[0]!.data.conversation_id as string;
    for (let n = 2; n <= 6; n += 1) await ask(who, { question: `Question ${n}`, conversation_id: first });

    const sent = fake.last.history;
    expect(sent).toHaveLength(BAARI_HISTORY_MESSAGES);
    expect(sent[0]).toEqual({ role: 'user', text: 'Question 2' });
    expect(sent.at(-1)).toMatchObject({ role: 'assistant' });
    expect(sent.some((m) => m.text.includes('Another topic'))).toBe(false);

    const list = (await call('GET', '/baari/conversations/', who)).json();
    expect(list.results.map((c: { id: string }) => c.id)).toEqual([first, other]);
    expect(list.results[0]).toMatchObject({ title: 'Question 1', message_count: 12 });
  });

  it('titles a conversation by its question, shortened at a word boundary', async () => {
    const who = await signUp(t.app);
    const question = 'How do I give a script permission to run without letting every other user on the machine change it or read it?';
    const { events } = await ask(who, { question });
    const { title } = (await call('GET', `/baari/conversations/${events[0]!.data.conversation_id}/`, who)).json();
    expect(title).toBe('How do I give a script permission to run without letting every other user on…');
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(conversationTitle('  two\n lines  ')).toBe('two lines');
    expect(conversationTitle('x'.repeat(200)).length).toBe(TITLE_MAX_LENGTH);
  });
});

describe('baari/conversations/: another learner', () => {
  it('cannot read, continue or delete a learner’s conversation (404), and no answer of theirs carries its words', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { events } = await ask(owner, { question: 'My private note: passport number K1234567' });
    const id = events[0]!.data.conversation_id as string;

    expect((await call('GET', `/baari/conversations/${id}/`, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', `/baari/conversations/${id}/`, stranger)).statusCode).toBe(404);
    const asked = fake.asked.length;
    const continued = await ask(stranger, { question: 'What did they say?', conversation_id: id });
    expect(continued.response.statusCode).toBe(404);
    expect(continued.response.json()).toMatchObject({ code: 'not_found', message: 'Conversation was not found.' });
    expect(fake.asked.length).toBe(asked);

    const own = await ask(stranger, { question: 'What did the last learner ask?' });
    expect(own.response.body).not.toContain('K1234567');
    expect(JSON.stringify(fake.last)).not.toContain('K1234567');
    expect((await call('GET', '/baari/conversations/', stranger)).json().results.map((c: { id: string }) => c.id)).not.toContain(id);
    // Still the owner's, untouched.
    expect((await call('GET', `/baari/conversations/${id}/`, owner)).json().messages).toHaveLength(2);
  });

  it('answers 401 without a session and 400 for an id that is not one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/baari/conversations/' })).statusCode).toBe(401);
    const who = await signUp(t.app);
    expect((await call('GET', '/baari/conversations/not-an-id/', who)).json()).toMatchObject({ field: 'id' });
  });
});

describe('baari/ in the OpenAPI document', () => {
  it('documents every route of Baari under the baari tag with a description, and the answer as an event stream', async () => {
    const { paths } = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags: string[]; description?: string; responses: Record<string, { content?: object }> }>>;
    };
    const routes = ['/baari/ask/', '/baari/conversations/', '/baari/conversations/{id}/', '/baari/suggestions/'];
    for (const route of routes) {
      for (const operation of Object.values(paths[route]!)) {
        expect(operation.tags).toEqual(['baari']);
        expect(operation.description?.length).toBeGreaterThan(20);
      }
    }
    expect(Object.keys(paths['/baari/conversations/{id}/']!).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(paths['/baari/ask/']!.post!.responses['200']!.content!)).toEqual(['text/event-stream']);
  });
});
