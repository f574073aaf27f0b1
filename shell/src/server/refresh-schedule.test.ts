/** @jest-environment node */
import { refreshOnSchedule } from './refresh-schedule';

describe('refreshOnSchedule', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The seconds at which `refresh` ran over `seconds`, while `unread` says what it says. */
  async function refreshTimes(seconds: number, unread: () => boolean): Promise<number[]> {
    const times: number[] = [];
    const stop = refreshOnSchedule(async () => void times.push(Date.now() / 1000), 30_000, unread);
    await jest.advanceTimersByTimeAsync(seconds * 1000);
    stop();
    return times;
  }

  it('refreshes every interval once every remote has been read', async () => {
    jest.setSystemTime(0);
    await expect(refreshTimes(61, () => false)).resolves.toEqual([30, 60]);
  });

  it('asks again after 1, 2, 4, 8 and 16 s more while a remote was never read, then every interval', async () => {
    jest.setSystemTime(0);
    await expect(refreshTimes(61, () => true)).resolves.toEqual([1, 3, 7, 15, 30, 31, 60]);
  });

  it('stops asking early once the remote has been read', async () => {
    jest.setSystemTime(0);
    let refreshes = 0;
    const stop = refreshOnSchedule(
      async () => void (refreshes += 1),
      30_000,
      () => refreshes < 2,
    );
    await jest.advanceTimersByTimeAsync(29_000);
    expect(refreshes).toBe(2);
    stop();
  });

  it('refreshes nothing once stopped', async () => {
    const refresh = jest.fn(async () => undefined);
    refreshOnSchedule(refresh, 30_000, () => true)();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
