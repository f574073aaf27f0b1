import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithShell } from '@ilm/shared/testing';
import { $auth, logout } from '@ilm/shared/stores';
import InstanceDashboard from './instance-dashboard-page';
import type { LabInstance } from '../features/instances/instances.api';
import { API, get, instance, LAB, list, server, signIn, setupMockApi } from '../testing/mock-api';

setupMockApi();

// The terminal has tests of its own (features/terminal); here it only has to be there while the lab runs.
jest.mock('../features/terminal/lab-terminal', () => ({
  LabTerminal: ({ instanceId }: { instanceId: string }) => <section aria-label="Terminal" data-instance={instanceId} />,
}));

const ID = '0b9c1f8e-1111-4222-8333-444455556666';

/** The instance as the API holds it; the GET handler answers it as it stands at that moment. */
let current: LabInstance;
let reads = 0;

function mockInstanceApi(balance = 18) {
  reads = 0;
  server.use(
    http.get(`${API}labs/instances/${ID}/`, () => {
      reads += 1;
      const remaining =
        current.status === 'running' && current.expires_at ? Math.max(0, Math.round((Date.parse(current.expires_at) - Date.now()) / 1000)) : null;
      return HttpResponse.json({ ...current, seconds_remaining: remaining });
    }),
    get(`catalog/labs/${LAB.slug}/`, LAB),
    get('tokens/balance/', () => ({ balance })),
  );
}

function renderAt(route = `/instance-dashboard?id=${ID}`) {
  return renderWithShell(<InstanceDashboard />, { route });
}

async function tick(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  signIn();
});
afterEach(() => {
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

describe('InstanceDashboardPage', () => {
  it('follows the lifecycle by polling: provisioning with an estimate → running with its terminal and steps → expired', async () => {
    current = instance({ status: 'provisioning', ready_at: new Date(Date.now() + 6000).toISOString() });
    mockInstanceApi();
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Preparing your lab environment' })).toBeInTheDocument();
    expect(screen.getByText(/Ready in about \d+ seconds/)).toBeInTheDocument();
    expect($auth.get().lab_name).toBe('Files and permissions');
    expect($auth.get().intervalId).not.toBeNull();

    current = instance({ status: 'running', expires_at: new Date(Date.now() + 10 * 60_000).toISOString() });
    await tick(2000);
    expect(await screen.findByRole('heading', { name: 'Your lab is running' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Terminal' })).toHaveAttribute('data-instance', ID);
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|9:5\d)$/);
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Make a folder' })).toBeInTheDocument();
    expect(screen.queryByText(/credentials|console/i)).not.toBeInTheDocument();

    current = { ...current, status: 'expired', ended_at: current.expires_at };
    await tick(10 * 60_000);
    expect(await screen.findByRole('heading', { name: 'Time is up' })).toBeInTheDocument();
    expect(screen.getByText(/This lab ended at/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Terminal' })).not.toBeInTheDocument();
    expect($auth.get().lab_name).toBeNull();
    expect($auth.get().intervalId).toBeNull();
  });

  it('says plainly that a failed provisioning refunded the tokens', async () => {
    current = instance({ status: 'provisioning' });
    mockInstanceApi();
    renderAt();
    await screen.findByRole('heading', { name: 'Preparing your lab environment' });
    current = {
      ...current,
      status: 'failed',
      ready_at: null,
      ended_at: new Date().toISOString(),
      failure_reason: 'The lab environment could not be built. Your tokens were refunded; please try again.',
    };
    await tick(2000);
    expect(await screen.findByRole('heading', { name: 'The lab could not be started' })).toBeInTheDocument();
    expect(screen.getByText('Your 2 tokens were refunded.')).toBeInTheDocument();
    expect(screen.getByText(/· 2 tokens refunded$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/labs/linux-files-and-permissions');
  });

  it('shows a visible warning 5 minutes before the end, counting down every second', async () => {
    current = instance({ status: 'running', expires_at: new Date(Date.now() + 303_000).toISOString() });
    mockInstanceApi();
    renderAt();
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('5:03');
    expect(screen.queryByText(/Less than 5 minutes left/)).not.toBeInTheDocument();
    await tick(1000);
    expect(timer).toHaveTextContent('5:02');
    await tick(2000);
    expect(timer).toHaveTextContent('5:00');
    expect(screen.getByRole('alert')).toHaveTextContent('Less than 5 minutes left');
  });

  it('extends after a confirmation, spending tokens, and the countdown moves', async () => {
    current = instance({ status: 'running', expires_at: new Date(Date.now() + 20 * 60_000).toISOString() });
    mockInstanceApi();
    let extended = 0;
    server.use(
      http.post(`${API}labs/instances/${ID}/extend/`, () => {
        extended += 1;
        current = { ...current, extensions: 1, expires_at: new Date(Date.parse(current.expires_at!) + 30 * 60_000).toISOString() };
        return HttpResponse.json({ ...current, seconds_remaining: Math.round((Date.parse(current.expires_at!) - Date.now()) / 1000) });
      }),
    );
    renderAt();
    expect(await screen.findByRole('timer')).toHaveTextContent('20:00');
    await user().click(screen.getByRole('button', { name: 'Extend time (1 token)' }));
    const dialog = screen.getByRole('dialog', { name: 'Extend this lab?' });
    expect(extended).toBe(0);
    await user().click(within(dialog).getByRole('button', { name: 'Extend for 1 token' }));
    expect(await screen.findByText(/Lab extended/)).toBeInTheDocument();
    expect(extended).toBe(1);
    // 30 minutes more than the 20 it had, less the seconds the test itself has taken.
    const [minutes = 0, seconds = 0] = screen.getByRole('timer').textContent!.split(':').map(Number);
    expect(minutes * 60 + seconds).toBeGreaterThan(50 * 60 - 10);
    expect(minutes * 60 + seconds).toBeLessThanOrEqual(50 * 60);
    expect(screen.getByText(/You can extend this lab 1 more time/)).toBeInTheDocument();
  });

  it('offers no more extensions once the maximum is reached', async () => {
    current = instance({ status: 'running', extensions: 2 });
    mockInstanceApi();
    renderAt();
    expect(await screen.findByText('This lab was already extended 2 times, the maximum.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Extend time/ })).toBeDisabled();
  });

  it('says when an extension is refused for a short balance', async () => {
    current = instance({ status: 'running' });
    mockInstanceApi(0);
    server.use(
      http.post(`${API}labs/instances/${ID}/extend/`, () =>
        HttpResponse.json({ statusCode: 402, code: 'insufficient_tokens', message: 'Extending costs 1 tokens and your balance is 0.' }, { status: 402 }),
      ),
    );
    renderAt();
    expect(await screen.findByText(/Extending costs 1 token and your balance is 0/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy tokens' })).toHaveAttribute('href', '/tokens');
  });

  it('stops after a confirmation and says the lab was stopped', async () => {
    current = instance({ status: 'running' });
    mockInstanceApi();
    server.use(
      http.post(`${API}labs/instances/${ID}/stop/`, () => {
        current = { ...current, status: 'stopped', ended_at: new Date().toISOString() };
        return HttpResponse.json({ ...current, seconds_remaining: null });
      }),
    );
    renderAt();
    await user().click(await screen.findByRole('button', { name: 'Stop lab' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop this lab?' });
    expect(within(dialog).getByText(/not refunded/)).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Stop lab' }));
    expect(await screen.findByRole('heading', { name: 'Lab stopped' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect($auth.get().intervalId).toBeNull();
  });

  it('logout clears the polling interval: no more requests', async () => {
    current = instance({ status: 'provisioning', ready_at: new Date(Date.now() + 60_000).toISOString() });
    mockInstanceApi();
    renderAt();
    await screen.findByRole('heading', { name: 'Preparing your lab environment' });
    await tick(2000);
    const before = reads;
    expect(before).toBeGreaterThanOrEqual(2);
    expect($auth.get().intervalId).not.toBeNull();
    act(() => logout());
    expect($auth.get().intervalId).toBeNull();
    expect($auth.get().lab_name).toBeNull();
    await tick(10_000);
    expect(reads).toBe(before);
  });

  it('without ?id= shows the current running lab, else an empty state leading to labs', async () => {
    current = instance({ status: 'running' });
    mockInstanceApi();
    server.use(get('labs/instances/', list([current])));
    const view = renderAt('/instance-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Files and permissions' })).toBeInTheDocument();
    view.unmount();

    server.use(get('labs/instances/', list([])));
    renderAt('/instance-dashboard');
    expect(await screen.findByRole('heading', { name: 'No lab running' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse labs' })).toHaveAttribute('href', '/dashboard#recommended-labs');
  });

  it('says when the instance does not exist', async () => {
    server.use(
      get(`labs/instances/${ID}/`, { statusCode: 404, code: 'not_found', message: 'Lab instance was not found.' }, 404),
      get('tokens/balance/', { balance: 3 }),
    );
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Lab instance not found' })).toBeInTheDocument();
  });
});
