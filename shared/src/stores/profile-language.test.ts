import type { User } from '@ilm/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig } from '../config/runtime-config';
import { clearCookie } from '../cookies/cookies';
import { currentLanguage, setLanguage } from '../i18n/i18n';
import { $auth, ANONYMOUS_AUTH, setUser } from './auth';
import { startProfileLanguageSync } from './profile-language';

const API = 'http://api.test/';
const server = setupServer();
const saved: unknown[] = [];

const learner = (language: User['language']): User => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'amina@example.com',
  first_name: 'Amina',
  last_name: 'Khan',
  telephone: null,
  country: 'PK',
  created_at: '2026-01-01T00:00:00Z',
  language,
});

let stop: () => void = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  saved.length = 0;
  setRuntimeConfig({ API_BASE_URL: API });
  server.use(
    http.patch(`${API}accounts/profile/`, async ({ request }) => {
      const body = (await request.json()) as { language: string };
      saved.push(body);
      return HttpResponse.json({ ...learner(body.language as User['language']), plan: null, token_balance: 0 });
    }),
  );
  await setLanguage('en', { remember: false });
  stop = startProfileLanguageSync();
});
afterEach(() => {
  stop();
  server.resetHandlers();
  clearCookie('lang');
  $auth.set(ANONYMOUS_AUTH);
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

describe('the profile language', () => {
  it('is shown when a learner signs in on a browser that chose no language, without writing the cookie', async () => {
    setUser(learner('ur'));
    await waitFor(() => currentLanguage() === 'ur');
    expect(document.cookie).not.toContain('lang=');
    expect(saved).toEqual([]);
  });

  it("gives way to this browser's choice (the cookie), which is saved to the profile", async () => {
    await setLanguage('ar'); // chosen while signed out: the cookie holds it
    setUser(learner('ur'));
    await waitFor(() => saved.length === 1);
    expect(saved).toEqual([{ language: 'ar' }]);
    expect(currentLanguage()).toBe('ar');
    expect($auth.get().user?.language).toBe('ar');
  });

  it('gives way to ?lang= on the URL, which is saved to the profile', async () => {
    window.history.replaceState(null, '', '/labs?lang=ur');
    setUser(learner('ar'));
    await waitFor(() => saved.length === 1);
    expect(saved).toEqual([{ language: 'ur' }]);
  });

  it('follows a choice made with the language control while signed in', async () => {
    setUser(learner('en'));
    await setLanguage('ur');
    await waitFor(() => saved.length === 1);
    expect(saved).toEqual([{ language: 'ur' }]);
    expect($auth.get().user?.language).toBe('ur');
  });

  it('is not written again when the choice is the language it already holds, nor for a visitor', async () => {
    await setLanguage('ar'); // a visitor: nothing to save
    setUser(learner('ar'));
    await setLanguage('ar');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(saved).toEqual([]);
  });

  it('keeps the choice in the cookie when the profile cannot be saved', async () => {
    server.use(http.patch(`${API}accounts/profile/`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    setUser(learner('en'));
    await setLanguage('ar');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(currentLanguage()).toBe('ar');
    expect(document.cookie).toContain('lang=ar');
    expect($auth.get().user?.language).toBe('en');
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 1_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
