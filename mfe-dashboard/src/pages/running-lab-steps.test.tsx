import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithShell } from '@ilm/shared/testing';
import InstanceDashboard from './instance-dashboard-page';
import type { LabInstance } from '../features/instances/instances.api';
import { API, get, instance, LAB, server, signIn, setupMockApi, stepHelp } from '../testing/mock-api';

setupMockApi();

let terminalsOpened = 0;
jest.mock('../features/terminal/lab-terminal', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    LabTerminal: function FakeTerminal() {
      useEffect(() => {
        terminalsOpened += 1;
      }, []);
      return <section aria-label="Terminal" />;
    },
  };
});

const ID = '0b9c1f8e-1111-4222-8333-444455556666';
let current: LabInstance;
let checks: number[] = [];

function mockApi({ failFirstCheckOfStep = 0 } = {}) {
  checks = [];
  server.use(
    http.get(`${API}labs/instances/${ID}/`, () => HttpResponse.json(current)),
    get(`catalog/labs/${LAB.slug}/`, LAB),
    get('tokens/balance/', { balance: 18 }),
    http.post(`${API}labs/instances/${ID}/steps/:index/check/`, ({ params }) => {
      const index = Number(params.index);
      checks.push(index);
      const failing = index === failFirstCheckOfStep && checks.filter((value) => value === index).length === 1;
      const step = failing
        ? { index, passed: false, message: 'There is no folder named projects in your home folder.', checked_at: new Date().toISOString() }
        : { index, passed: true, message: null, checked_at: new Date().toISOString() };
      const steps = current.steps.map((item) => (item.index === index ? step : item));
      const completedAt = steps.every((item) => item.passed) ? new Date().toISOString() : null;
      current = { ...current, steps, completed_at: completedAt };
      return HttpResponse.json({ step, completed_at: completedAt });
    }),
    get(`labs/${LAB.slug}/rating/`, null),
  );
}

const renderPage = () => renderWithShell(<InstanceDashboard />, { route: `/instance-dashboard?id=${ID}` });

beforeEach(() => {
  signIn();
  terminalsOpened = 0;
  current = instance({ status: 'running' });
});

describe('the running lab’s steps', () => {
  it('shows the check’s FAIL reason, then passes the step once it is fixed', async () => {
    mockApi();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Check my work' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not yet: There is no folder named projects in your home folder.');
    expect(screen.getByRole('button', { name: /Make a folder \(not passed yet\)/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Check my work' }));
    expect(await screen.findByText('Step passed. Well done!')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 steps passed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Make a folder \(passed\)/ })).toBeInTheDocument();
    expect(checks).toEqual([0, 0]);
  });

  it('says the lab is completed when the last step passes', async () => {
    current = instance({
      status: 'running',
      steps: [
        { index: 0, passed: true, message: null, checked_at: '2026-11-23T10:00:00.000Z' },
        { index: 1, passed: false, message: null, checked_at: null },
      ],
    });
    mockApi({ failFirstCheckOfStep: -1 });
    renderPage();
    // The guide opens at the first step not passed yet.
    expect(await screen.findByRole('heading', { name: 'Step 2 of 2: Write a note' })).toBeInTheDocument();
    // Rating comes with completion, not before.
    expect(screen.queryByRole('heading', { name: 'Rate this lab' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check my work' }));
    expect(await screen.findByText('Lab completed.')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 steps passed')).toBeInTheDocument();
    expect(checks).toEqual([1]);
    const rating = await screen.findByRole('region', { name: 'Rate this lab' });
    expect(within(rating).getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(within(rating).getByText(/^You completed Files and permissions\./)).toBeInTheDocument();
  });

  it('a failed check refreshes the step’s help: the hints quote it, and the solution opens after enough of them', async () => {
    mockApi({ failFirstCheckOfStep: -1 });
    let failed = 0;
    const reason = 'There is no folder named projects in your home folder.';
    server.use(
      http.post(`${API}labs/instances/${ID}/steps/:index/check/`, () => {
        failed += 1;
        const step = { index: 0, passed: false, message: reason, checked_at: new Date().toISOString() };
        current = { ...current, steps: current.steps.map((item) => (item.index === 0 ? step : item)) };
        return HttpResponse.json({ step, completed_at: null });
      }),
      http.get(`${API}labs/instances/${ID}/hints/`, () =>
        HttpResponse.json(
          stepHelp({
            hints: [{ tier: 'concept', text: 'A new folder is made with `mkdir`.', given_at: '2026-11-23T10:00:00.000Z' }],
            last_check: failed ? reason : null,
            failed_checks: failed,
            solution_available: failed >= 2,
          }),
        ),
      ),
    );
    renderPage();
    const help = await screen.findByRole('region', { name: 'Help with this step' });
    expect(await within(help).findByText('The solution opens after 2 more failed checks of this step.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check my work' }));
    expect(await within(help).findByText(/^Your last check said:/)).toHaveTextContent(reason);
    expect(within(help).getByText('The solution opens after one more failed check of this step.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check my work' }));
    expect(await within(help).findByRole('button', { name: 'Show the solution' })).toBeInTheDocument();
  });

  it('moves between steps with the step list and Next/Previous', async () => {
    mockApi();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Next step' }));
    expect(screen.getByRole('heading', { name: 'Step 2 of 2: Write a note' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Write a note/ })).toHaveAttribute('aria-current', 'step');
    await userEvent.click(screen.getByRole('button', { name: /Make a folder/ }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Make a folder' })).toBeInTheDocument();
  });

  it('resets the environment after a confirmation: results start over and the terminal opens a new shell', async () => {
    current = instance({
      status: 'running',
      steps: [
        { index: 0, passed: true, message: null, checked_at: '2026-11-23T10:00:00.000Z' },
        { index: 1, passed: false, message: null, checked_at: null },
      ],
    });
    mockApi();
    let resets = 0;
    server.use(
      http.post(`${API}labs/instances/${ID}/reset/`, () => {
        resets += 1;
        current = instance({ status: 'running' });
        return HttpResponse.json(current);
      }),
    );
    renderPage();
    expect(await screen.findByText('1 of 2 steps passed')).toBeInTheDocument();
    expect(terminalsOpened).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reset environment' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset this lab’s environment?' });
    expect(resets).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset environment' }));
    expect(await screen.findByText('The environment was reset. Start again from step 1.')).toBeInTheDocument();
    expect(resets).toBe(1);
    expect(screen.getByText('0 of 2 steps passed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Make a folder' })).toBeInTheDocument();
    expect(terminalsOpened).toBe(2);
  });
});
