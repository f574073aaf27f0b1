import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StepHint } from '@ilm/contract';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import { API, server, setupMockApi, signIn, stepHelp } from '../../testing/mock-api';
import { StepHelp } from './step-help';
import type { StepHelp as Help } from './hints.api';

setupMockApi();

const ID = '0b9c1f8e-1111-4222-8333-444455556666';
const TIERS: StepHint[] = [
  { tier: 'concept', text: 'A new folder is made with `mkdir`. Read `man mkdir`.', given_at: '2026-11-23T10:00:00.000Z' },
  { tier: 'pointer', text: 'Use `mkdir` with the path of the folder in your home folder.', given_at: '2026-11-23T10:01:00.000Z' },
  { tier: 'skeleton', text: 'Fill in the name:\n\n```\nmkdir ~/___\n```', given_at: '2026-11-23T10:02:00.000Z' },
];
const REASON = 'There is no folder named projects in your home folder.';
const SOLUTION = 'mkdir ~/projects';

/** The API's help for step 0, with the hints, solution and confirmations requests counted. */
function mockHelp(initial: Partial<Help> = {}) {
  let help = stepHelp(initial);
  const asked = { hints: 0, solutions: [] as unknown[] };
  server.use(
    http.get(`${API}labs/instances/${ID}/hints/`, () => HttpResponse.json(help)),
    http.post(`${API}labs/instances/${ID}/hints/`, () => {
      asked.hints += 1;
      if (help.hints.length === help.tiers_total) {
        return HttpResponse.json({ statusCode: 409, code: 'no_more_hints', message: 'You have seen every hint of this step.' }, { status: 409 });
      }
      help = { ...help, hints: TIERS.slice(0, help.hints.length + 1) };
      return HttpResponse.json(help);
    }),
    http.post(`${API}labs/instances/${ID}/solution/`, async ({ request }) => {
      asked.solutions.push(await request.json());
      help = { ...help, solution: SOLUTION, solution_shown_at: '2026-11-23T10:05:00.000Z' };
      return HttpResponse.json(help);
    }),
  );
  return asked;
}

const renderHelp = () => renderWithShell(<StepHelp instanceId={ID} stepIndex={0} />);

beforeEach(() => signIn());

describe('the help of a running lab’s step', () => {
  it('gives the tiers one at a time, each named, tied to the last failed check, and announced', async () => {
    const asked = mockHelp({ last_check: REASON, failed_checks: 1 });
    renderHelp();
    await userEvent.click(await screen.findByRole('button', { name: 'Get a hint (1 of 3)' }));
    const list = await screen.findByRole('list', { name: 'Hints for this step' });
    expect(list.closest('[aria-live="polite"]')).not.toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('The idea')).toBeInTheDocument();
    expect(screen.getByText(/^Your last check said:/)).toHaveTextContent(`Your last check said: ${REASON}`);

    await userEvent.click(screen.getByRole('button', { name: 'Get a hint (2 of 3)' }));
    expect(await within(list).findByText('Where to look')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get a hint (3 of 3)' }));
    const skeleton = await within(list).findByText('Fill in the blanks');
    expect(within(list).getByText('mkdir ~/___').closest('pre')).toHaveAttribute('dir', 'ltr');
    // The button that asked is gone: focus moves to the hint it brought.
    expect(screen.queryByRole('button', { name: /Get a hint/ })).not.toBeInTheDocument();
    expect(skeleton.closest('li')).toHaveFocus();
    expect(screen.getByText('You have seen every hint of this step.')).toBeInTheDocument();
    expect(asked.hints).toBe(3);
  });

  it('says how many more failed checks open the solution, and offers no solution before', async () => {
    mockHelp({ failed_checks: 0 });
    renderHelp();
    expect(await screen.findByText('The solution opens after 2 more failed checks of this step.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the solution' })).not.toBeInTheDocument();
  });

  it('shows the solution only after the learner confirms, in a left-to-right code block, and says it is recorded', async () => {
    const asked = mockHelp({ failed_checks: 2, last_check: REASON, solution_available: true });
    renderHelp();
    await userEvent.click(await screen.findByRole('button', { name: 'Show the solution' }));
    const dialog = screen.getByRole('dialog', { name: 'Show the solution?' });
    expect(dialog).toHaveTextContent('This shows the commands. Your lab record notes that you saw it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(asked.solutions).toEqual([]);
    expect(screen.queryByText(SOLUTION)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show the solution' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Show the solution?' })).getByRole('button', { name: 'Show the commands' }));
    const solution = await screen.findByRole('region', { name: 'Solution' });
    expect(within(solution).getByText(SOLUTION).closest('pre')).toHaveAttribute('dir', 'ltr');
    expect(solution).toHaveFocus();
    expect(screen.getByText('Your lab record notes that you saw the solution of this step.')).toBeInTheDocument();
    expect(asked.solutions).toEqual([{ step_index: 0, confirm: true }]);
  });

  it('shows the server’s reason when a hint is refused', async () => {
    server.use(
      http.get(`${API}labs/instances/${ID}/hints/`, () => HttpResponse.json(stepHelp())),
      http.post(`${API}labs/instances/${ID}/hints/`, () =>
        HttpResponse.json(
          { statusCode: 409, code: 'instance_not_running', message: 'Hints and solutions are given while the lab is running.' },
          { status: 409 },
        ),
      ),
    );
    renderHelp();
    await userEvent.click(await screen.findByRole('button', { name: 'Get a hint (1 of 3)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hints and solutions are given while the lab is running.');
  });

  it('speaks Arabic and Urdu, with the tier names and the count of failed checks in each', async () => {
    mockHelp({ hints: TIERS.slice(0, 1), failed_checks: 1 });
    await act(() => setLanguage('ar', { remember: false }));
    try {
      renderHelp();
      expect(await screen.findByRole('heading', { name: 'مساعدة في هذه الخطوة' })).toBeInTheDocument();
      expect(await screen.findByText('الفكرة')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'اطلب تلميحًا (2 من 3)' })).toBeInTheDocument();
      expect(screen.getByText('يُتاح الحل بعد محاولة تحقق أخرى واحدة لا تنجح في هذه الخطوة.')).toBeInTheDocument();
      await act(() => setLanguage('ur', { remember: false }));
      expect(await screen.findByText('بنیادی خیال')).toBeInTheDocument();
      expect(screen.getByText('اس مرحلے کی ایک اور ناکام جانچ کے بعد حل کھل جائے گا۔')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en', { remember: false }));
    }
  });
});
