import type { ModelMessage } from '../assistant';
import { baariSettingsFromEnv } from '../settings';
import { completes, fails, hangs, sendsGarbage, startFakeModel, streams } from '../testing/fake-openai-server';
import { ModelError, OpenAiCompatibleModel } from './openai-compatible';

let server: Awaited<ReturnType<typeof startFakeModel>>;
beforeAll(async () => {
  server = await startFakeModel(streams([]));
});
afterAll(() => server.close());

const MESSAGES: ModelMessage[] = [
  { role: 'system', content: 'Answer from the passages.' },
  { role: 'user', content: 'Which lab teaches least-privilege access?' },
];

const model = (env: Record<string, string> = {}) =>
  new OpenAiCompatibleModel(
    baariSettingsFromEnv({
      BAARI_PROVIDER: 'openai-compatible',
      BAARI_BASE_URL: server.baseUrl,
      BAARI_MODEL: 'llama3.2',
      BAARI_TIMEOUT_MS: '3000',
      BAARI_FIRST_TOKEN_TIMEOUT_MS: '400',
      ...env,
    }).model!,
  );

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

describe('the OpenAI-compatible model client', () => {
  it('posts the messages to {base}/chat/completions with stream: true, and yields the streamed pieces until [DONE]', async () => {
    server.answerWith(streams(['The lab ', '"IAM Policies for Least Privilege" ', 'teaches it [1].']));
    const pieces = await collect(model({ BAARI_API_KEY: 'sk-local' }).stream(MESSAGES, new AbortController().signal));
    expect(pieces).toEqual(['The lab ', '"IAM Policies for Least Privilege" ', 'teaches it [1].']);
    const request = server.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.body).toEqual({ model: 'llama3.2', messages: MESSAGES, stream: true });
    expect(request.headers.authorization).toBe('Bearer sk-local');
  });

  it('sends no Authorization header when no key is set (a local server needs none)', async () => {
    server.answerWith(streams(['ok']));
    await collect(model().stream(MESSAGES, new AbortController().signal));
    expect(server.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('fails with the HTTP status when the server answers an error', async () => {
    server.answerWith(fails(500));
    await expect(collect(model().stream(MESSAGES, new AbortController().signal))).rejects.toThrow(new ModelError('the model answered HTTP 500'));
  });

  it('fails when nothing comes within the first-token timeout (a hung server)', async () => {
    server.answerWith(hangs);
    const started = Date.now();
    await expect(collect(model().stream(MESSAGES, new AbortController().signal))).rejects.toThrow('the model sent nothing within 400 ms');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('fails on a malformed stream, and on one that ends without [DONE]', async () => {
    server.answerWith(sendsGarbage);
    await expect(collect(model().stream(MESSAGES, new AbortController().signal))).rejects.toThrow(/not a chat-completions chunk/);
    server.answerWith(streams(['Half an answer'], { done: false }));
    await expect(collect(model().stream(MESSAGES, new AbortController().signal))).rejects.toThrow('the model stream ended before [DONE]');
  });

  it('stops when the caller aborts', async () => {
    server.answerWith(hangs);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(collect(model({ BAARI_FIRST_TOKEN_TIMEOUT_MS: '5000' }).stream(MESSAGES, controller.signal))).rejects.toThrow('the answer was stopped');
  });

  it('completes a whole answer without streaming (interview feedback)', async () => {
    server.answerWith(completes('Good answer: you named least privilege.'));
    await expect(model().complete(MESSAGES, new AbortController().signal)).resolves.toBe('Good answer: you named least privilege.');
    expect(server.requests.at(-1)!.body.stream).toBe(false);
    server.answerWith(fails(503));
    await expect(model().complete(MESSAGES, new AbortController().signal)).rejects.toThrow('HTTP 503');
  });
});

describe('Baari settings', () => {
  it('answers offline when no provider is set', () => {
    expect(baariSettingsFromEnv({}).model).toBeUndefined();
  });

  it('refuses to start with a provider but no base URL or model, naming the setting', () => {
    expect(() => baariSettingsFromEnv({ BAARI_PROVIDER: 'openai-compatible', BAARI_MODEL: 'llama3.2' })).toThrow(/BAARI_BASE_URL/);
    expect(() => baariSettingsFromEnv({ BAARI_PROVIDER: 'openai-compatible', BAARI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/BAARI_MODEL/);
    expect(() => baariSettingsFromEnv({ BAARI_PROVIDER: 'openai', BAARI_BASE_URL: 'http://x', BAARI_MODEL: 'm' })).toThrow(/BAARI_PROVIDER/);
    expect(() => baariSettingsFromEnv({ BAARI_PROVIDER: 'openai-compatible', BAARI_BASE_URL: 'localhost:11434', BAARI_MODEL: 'm' })).toThrow(/BAARI_BASE_URL/);
  });

  it('reads the timeouts and the refresh interval, with their defaults', () => {
    const settings = baariSettingsFromEnv({ BAARI_PROVIDER: 'openai-compatible', BAARI_BASE_URL: 'http://127.0.0.1:11434/v1/', BAARI_MODEL: 'llama3.2' });
    expect(settings.model).toMatchObject({ baseUrl: 'http://127.0.0.1:11434/v1', timeoutMs: 20000, firstTokenTimeoutMs: 8000, apiKey: undefined });
    expect(settings.indexRefreshSeconds).toBe(60);
    expect(() => baariSettingsFromEnv({ BAARI_INDEX_REFRESH_SECONDS: 'often' })).toThrow(/BAARI_INDEX_REFRESH_SECONDS/);
  });
});
