import { cleanStores } from 'nanostores';
import { getCookie, setTokenCookies } from '../cookies/cookies';
import { $auth, ANONYMOUS_AUTH, logout, newPollingId, setLabName, setPollingInterval, setSession } from './auth';

const USER = {
  id: 'u1',
  email: 'amina@example.com',
  first_name: 'Amina',
  last_name: 'Khan',
  telephone: null,
  country: 'PK',
  created_at: '2024-01-01T00:00:00.000Z',
};

afterEach(() => {
  cleanStores($auth);
  $auth.set(ANONYMOUS_AUTH);
  jest.useRealTimers();
});

describe('$auth', () => {
  it('holds exactly the fields of the auth state', () => {
    expect(Object.keys($auth.get()).sort()).toEqual(
      ['access_token', 'country', 'failedRefreshAttempts', 'intervalId', 'isAuthenticated', 'lab_name', 'refresh_token', 'user'].sort(),
    );
  });

  it('signs in with a session: store and both token cookies', () => {
    setSession({ user: USER, access_token: 'a', refresh_token: 'r' });
    expect($auth.get()).toMatchObject({ isAuthenticated: true, user: USER, access_token: 'a', refresh_token: 'r', country: 'PK' });
    expect(getCookie('access_token')).toBe('a');
    expect(getCookie('refresh_token')).toBe('r');
  });

  it('logout resets isAuthenticated, user, country, lab_name and intervalId and clears the interval', () => {
    jest.useFakeTimers();
    const tick = jest.fn();
    setSession({ user: USER, access_token: 'a', refresh_token: 'r' });
    setLabName('aws-ec2-basics');
    setPollingInterval(setInterval(tick, 1_000));
    jest.advanceTimersByTime(1_000);
    expect(tick).toHaveBeenCalledTimes(1);

    logout();

    expect($auth.get()).toMatchObject({ isAuthenticated: false, user: null, country: null, lab_name: null, intervalId: null });
    jest.advanceTimersByTime(5_000);
    expect(tick).toHaveBeenCalledTimes(1);
    expect(getCookie('access_token')).toBeUndefined();
    expect(getCookie('refresh_token')).toBeUndefined();
  });

  it('logout resets a polling id of newPollingId (no timer of its own) and leaves every timer alone', () => {
    jest.useFakeTimers();
    const tick = jest.fn();
    setInterval(tick, 1_000);
    const pollingId = newPollingId();
    expect(pollingId).toBeLessThan(0);
    expect(newPollingId()).not.toBe(pollingId);
    setPollingInterval(pollingId);
    logout();
    expect($auth.get().intervalId).toBeNull();
    jest.advanceTimersByTime(1_000);
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it('stops the previous polling timer when a new one is set', () => {
    jest.useFakeTimers();
    const first = jest.fn();
    setPollingInterval(setInterval(first, 1_000));
    setPollingInterval(setInterval(() => undefined, 1_000));
    jest.advanceTimersByTime(3_000);
    expect(first).not.toHaveBeenCalled();
  });

  it('logout keeps the count of failed refreshes', () => {
    setTokenCookies('a', 'r');
    $auth.set({ ...$auth.get(), failedRefreshAttempts: 2 });
    logout();
    expect($auth.get().failedRefreshAttempts).toBe(2);
  });
});
