import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import type { BaariConversation } from '@ilm/contract';
import { renderWithShell } from '@ilm/shared/testing';
import { get, list, server, setupMockApi, signIn } from '../testing/mock-api';
import { answer, answerEvents, askHandler, type AskRequest } from '../features/baari/baari-test-api';
import { $baariLabContext, $baariPanelConversation, setBaariLabContext } from '../features/baari/lab-context';
import BaariPanel from './baari-panel';

setupMockApi();

const ID = '0b9c1f8e-1111-4222-8333-444455556666';
const KEPT: BaariConversation = {
  id: 'c1',
  title: 'Why does my check fail?',
  message_count: 2,
  created_at: '2026-11-20T14:30:00.000Z',
  updated_at: '2026-11-20T14:30:00.000Z',
  messages: [
    { id: 'q1', role: 'user', text: 'Why does my check fail?', citations: [], mode: null, created_at: '2026-11-20T14:30:00.000Z' },
    answer('The folder must be named `projects` [1].', { id: 'a1' }),
  ],
};

beforeEach(() => {
  signIn();
  server.use(get('baari/suggestions/', { questions: [] }), get('baari/conversations/', list([KEPT])), get('baari/conversations/c1/', KEPT));
});
afterEach(() => {
  setBaariLabContext(null);
  cleanStores($baariLabContext, $baariPanelConversation);
  $baariPanelConversation.set(null);
});

describe('BaariPanel in the side sheet (placement sheet)', () => {
  it('asks about the running lab the page publishes, keeps the conversation, and leads to it on the full page', async () => {
    setBaariLabContext({ instanceId: ID, stepIndex: 0 });
    const requests: AskRequest[] = [];
    server.use(askHandler(answerEvents('The folder must be named `projects` [1].', 'c1'), { requests }));
    const onClose = jest.fn();
    const user = userEvent.setup();
    const { unmount } = renderWithShell(<BaariPanel placement="sheet" onClose={onClose} />);
    expect(screen.getByText('You are asking about step 1 of your running lab.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Ask Baari in a full page' })).toHaveAttribute('href', '/bari');

    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Why does my check fail?{Enter}');
    expect(await within(screen.getByRole('log')).findByText(/The folder must be named/)).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ question: 'Why does my check fail?', lab_instance_id: ID, step_index: 0 });
    expect(screen.getByRole('link', { name: 'Open this conversation in a full page' })).toHaveAttribute('href', '/bari?c=c1');

    // Closed and opened again (on another page, no lab): the same conversation, read back.
    unmount();
    setBaariLabContext(null);
    renderWithShell(<BaariPanel placement="sheet" onClose={onClose} />);
    expect(await within(screen.getByRole('log')).findByText(/The folder must be named/)).toBeInTheDocument();
    expect(screen.queryByText(/You are asking about step/)).not.toBeInTheDocument();

    // Following the link to the full page ends what the sheet was for: it closes.
    await user.click(screen.getByRole('link', { name: 'Open this conversation in a full page' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('draws no title and no Close of its own (the sheet has them), and no conversation list', async () => {
    $baariPanelConversation.set({ userId: 'u1', conversationId: 'c1' });
    renderWithShell(<BaariPanel placement="sheet" onClose={() => undefined} />);
    expect(await within(screen.getByRole('log')).findByText(/The folder must be named/)).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your conversations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: KEPT.title })).not.toBeInTheDocument();
  });

  it('starts a new conversation on request', async () => {
    $baariPanelConversation.set({ userId: 'u1', conversationId: 'c1' });
    renderWithShell(<BaariPanel placement="sheet" onClose={() => undefined} />);
    const log = screen.getByRole('log');
    expect(await within(log).findByText(/The folder must be named/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'New conversation' }));
    expect(within(log).queryByText(/The folder must be named/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Ask Baari in a full page' })).toHaveAttribute('href', '/bari');
  });

  it('does not show one learner’s conversation to the next one signed in on this browser', async () => {
    $baariPanelConversation.set({ userId: 'someone-else', conversationId: 'c1' });
    renderWithShell(<BaariPanel placement="sheet" onClose={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Open Ask Baari in a full page' })).toHaveAttribute('href', '/bari');
    // A new conversation: what to ask is shown, and the other learner's is never read.
    expect(await screen.findByText(/^Ask anything about the platform/)).toBeInTheDocument();
    expect(within(screen.getByRole('log')).queryByText(/The folder must be named/)).not.toBeInTheDocument();
  });
});
