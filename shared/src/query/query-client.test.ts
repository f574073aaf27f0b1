import { cleanStores } from 'nanostores';
import { $auth, ANONYMOUS_AUTH, logout, setSession } from '../stores/auth';
import { setLanguage } from '../i18n/i18n';
import { clearOnSignOut, createQueryClient, refetchOnLanguageChange } from './query-client';

const amina = {
  id: 'u1',
  email: 'amina@example.com',
  first_name: 'Amina',
  last_name: 'Khan',
  telephone: null,
  country: null,
  created_at: '2024-01-01T00:00:00.000Z',
};
const omar = {
  id: 'u2',
  email: 'omar@example.com',
  first_name: 'Omar',
  last_name: 'Ali',
  telephone: null,
  country: null,
  created_at: '2024-01-01T00:00:00.000Z',
};

afterEach(() => {
  $auth.set(ANONYMOUS_AUTH);
  cleanStores($auth);
});

describe('the page’s QueryClient', () => {
  it('does not retry a failed query: the API client already retries once', async () => {
    const client = createQueryClient();
    const queryFn = jest.fn(async () => {
      throw new Error('503');
    });
    await client.prefetchQuery({ queryKey: ['x'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getDefaultOptions().queries).toMatchObject({ retry: false, refetchOnWindowFocus: false });
    expect(client.getDefaultOptions().mutations).toMatchObject({ retry: false });
  });

  it('forgets every answer when the learner signs out, so the next learner never sees them', () => {
    const client = createQueryClient();
    const stop = clearOnSignOut(client);
    setSession({ user: amina, access_token: 'a', refresh_token: 'r' });
    client.setQueryData(['mfe-dashboard', 'balance'], { balance: 12 });
    logout();
    expect(client.getQueryData(['mfe-dashboard', 'balance'])).toBeUndefined();
    stop();
  });

  it('forgets every answer when another learner signs in', () => {
    const client = createQueryClient();
    const stop = clearOnSignOut(client);
    setSession({ user: amina, access_token: 'a', refresh_token: 'r' });
    client.setQueryData(['mfe-dashboard', 'balance'], { balance: 12 });
    setSession({ user: omar, access_token: 'b', refresh_token: 's' });
    expect(client.getQueryData(['mfe-dashboard', 'balance'])).toBeUndefined();
    stop();
  });

  it('keeps the answers while the same learner’s session is renewed', () => {
    const client = createQueryClient();
    const stop = clearOnSignOut(client);
    setSession({ user: amina, access_token: 'a', refresh_token: 'r' });
    client.setQueryData(['mfe-dashboard', 'balance'], { balance: 12 });
    setSession({ user: amina, access_token: 'a2', refresh_token: 'r2' });
    expect(client.getQueryData(['mfe-dashboard', 'balance'])).toEqual({ balance: 12 });
    stop();
  });

  it('asks again for what is shown when the language changes: the API answers in the request language', async () => {
    await setLanguage('en', { remember: false });
    const client = createQueryClient();
    const stop = refetchOnLanguageChange(client);
    await client.fetchQuery({ queryKey: ['mfe-dashboard', 'lab'], queryFn: async () => ({ title: 'Launch an EC2 instance' }) });
    expect(client.getQueryState(['mfe-dashboard', 'lab'])?.isInvalidated).toBe(false);
    await setLanguage('ur', { remember: false });
    expect(client.getQueryState(['mfe-dashboard', 'lab'])?.isInvalidated).toBe(true);
    stop();
    await setLanguage('en', { remember: false });
  });
});
