import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { useQuery, queryOptions } from '@ilm/shared/query';
import { $auth, ANONYMOUS_AUTH, logout, setSession } from '../stores/auth';
import { createQueryClient } from './query-client';
import { QueryProvider } from './query-provider';
import { usePolling } from './use-polling';

let calls = 0;
const statusQuery = queryOptions({
  queryKey: ['test', 'status'],
  queryFn: async () => {
    calls += 1;
    return { status: 'provisioning', calls };
  },
});

function Status({ interval }: { interval: number | false }) {
  const { data } = useQuery(statusQuery);
  const polling = usePolling([statusQuery], interval);
  return (
    <p>
      {data ? `read ${data.calls}` : 'loading'} {polling ? 'polling' : 'still'}
    </p>
  );
}

function show(ui: ReactNode) {
  const client = createQueryClient({ gcTime: Infinity });
  const view = render(<QueryProvider client={client}>{ui}</QueryProvider>);
  return { ...view, rerender: (next: ReactNode) => view.rerender(<QueryProvider client={client}>{next}</QueryProvider>) };
}

async function tick(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  calls = 0;
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  setSession({
    user: {
      id: 'u1',
      email: 'amina@example.com',
      first_name: 'Amina',
      last_name: 'Khan',
      telephone: null,
      country: null,
      created_at: '2024-01-01T00:00:00.000Z',
    },
    access_token: 'a',
    refresh_token: 'r',
  });
});
afterEach(() => {
  jest.useRealTimers();
  $auth.set(ANONYMOUS_AUTH);
  cleanStores($auth);
});

describe('usePolling', () => {
  it('refetches at the interval while it holds $auth.intervalId', async () => {
    show(<Status interval={2000} />);
    expect(await screen.findByText('read 1 polling')).toBeInTheDocument();
    expect($auth.get().intervalId).not.toBeNull();
    await tick(2000);
    expect(screen.getByText('read 2 polling')).toBeInTheDocument();
    await tick(4000);
    expect(calls).toBe(4);
  });

  it('registers only while polling is wanted, and unregisters when it is not', async () => {
    const view = show(<Status interval={false} />);
    expect(await screen.findByText('read 1 still')).toBeInTheDocument();
    expect($auth.get().intervalId).toBeNull();
    await tick(10_000);
    expect(calls).toBe(1);

    view.rerender(<Status interval={1000} />);
    expect(await screen.findByText('read 1 polling')).toBeInTheDocument();
    expect($auth.get().intervalId).not.toBeNull();
    await tick(1000);
    expect(calls).toBe(2);

    view.rerender(<Status interval={false} />);
    expect($auth.get().intervalId).toBeNull();
    await tick(5000);
    expect(calls).toBe(2);
  });

  it('logout resets intervalId, which stops the polling at once', async () => {
    show(<Status interval={2000} />);
    await screen.findByText('read 1 polling');
    act(() => logout());
    expect($auth.get().intervalId).toBeNull();
    expect(screen.getByText('read 1 still')).toBeInTheDocument();
    await tick(10_000);
    expect(calls).toBe(1);
  });

  it('leaving the page unregisters it and stops its timer', async () => {
    const view = show(<Status interval={2000} />);
    await screen.findByText('read 1 polling');
    view.unmount();
    expect($auth.get().intervalId).toBeNull();
    await tick(10_000);
    expect(calls).toBe(1);
  });

  it('another polling that takes $auth.intervalId over stops this one', async () => {
    show(<Status interval={2000} />);
    await screen.findByText('read 1 polling');
    const mine = $auth.get().intervalId;
    act(() => $auth.set({ ...$auth.get(), intervalId: -999 }));
    expect($auth.get().intervalId).not.toBe(mine);
    expect(screen.getByText('read 1 still')).toBeInTheDocument();
    await tick(10_000);
    expect(calls).toBe(1);
  });
});
