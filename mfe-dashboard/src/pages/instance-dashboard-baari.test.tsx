import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithShell } from '@ilm/shared/testing';
import InstanceDashboard from './instance-dashboard-page';
import { $baariLabContext } from '../features/baari/lab-context';
import { answerEvents, askHandler, type AskRequest } from '../features/baari/baari-test-api';
import { API, get, instance, LAB, server, signIn, setupMockApi } from '../testing/mock-api';

setupMockApi();

// The terminal has tests of its own (features/terminal).
jest.mock('../features/terminal/lab-terminal', () => ({ LabTerminal: () => <section aria-label="Terminal" /> }));

const ID = '0b9c1f8e-1111-4222-8333-444455556666';
let suggestionsAskedFor: (string | null)[];

beforeEach(() => {
  signIn();
  suggestionsAskedFor = [];
  server.use(
    http.get(`${API}labs/instances/${ID}/`, () => HttpResponse.json(instance({ status: 'running' }))),
    get(`catalog/labs/${LAB.slug}/`, LAB),
    get('tokens/balance/', { balance: 18 }),
    http.get(`${API}baari/suggestions/`, ({ request }) => {
      suggestionsAskedFor.push(new URL(request.url).searchParams.get('lab_instance_id'));
      return HttpResponse.json({ questions: ['What does this step check?'] });
    }),
  );
});

describe('Ask Baari about this step (the running lab)', () => {
  it('opens the chat on request and asks about the step the guide shows', async () => {
    const requests: AskRequest[] = [];
    server.use(askHandler(answerEvents('Look at `mkdir` [1].', 'c1'), { requests }));
    const user = userEvent.setup();
    renderWithShell(<InstanceDashboard />, { route: `/instance-dashboard?id=${ID}` });
    const area = await screen.findByRole('region', { name: 'Ask Baari about this step' });
    // Nothing of the chat loads until it is opened.
    expect(within(area).queryByRole('textbox')).not.toBeInTheDocument();
    expect(suggestionsAskedFor).toEqual([]);
    expect($baariLabContext.get()).toEqual({ instanceId: ID, stepIndex: 0 });

    // The learner moves to step 2 in the guide: Baari is asked about step 2.
    await user.click(await screen.findByRole('button', { name: /Write a note/ }));
    expect(await within(area).findByText(/you are on step 2 and how its last check went/)).toBeInTheDocument();
    expect($baariLabContext.get()).toEqual({ instanceId: ID, stepIndex: 1 });

    const toggle = within(area).getByRole('button', { name: 'Open the chat' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(area).getByRole('button', { name: 'Hide the chat' })).toHaveAttribute('aria-expanded', 'true');
    expect(await within(area).findByRole('button', { name: 'What does this step check?' })).toBeInTheDocument();
    expect(suggestionsAskedFor).toEqual([ID]);

    await user.type(within(area).getByRole('textbox', { name: 'Your question' }), 'Why does my check fail?{Enter}');
    expect(await within(area).findByText(/Look at/)).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ question: 'Why does my check fail?', lab_instance_id: ID, step_index: 1 });

    // Hidden and shown again, the conversation is still there.
    await user.click(within(area).getByRole('button', { name: 'Hide the chat' }));
    await user.click(within(area).getByRole('button', { name: 'Open the chat' }));
    expect(within(area).getByText(/Look at/)).toBeVisible();
  });

  it('withdraws the lab context when the page closes', async () => {
    const { unmount } = renderWithShell(<InstanceDashboard />, { route: `/instance-dashboard?id=${ID}` });
    await screen.findByRole('region', { name: 'Ask Baari about this step' });
    expect($baariLabContext.get()).toEqual({ instanceId: ID, stepIndex: 0 });
    unmount();
    expect($baariLabContext.get()).toBeNull();
  });
});
