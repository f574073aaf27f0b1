import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from '@ilm/shared/router';
import type { BaariConversation, BaariConversationSummary } from '@ilm/contract';
import { renderWithShell } from '@ilm/shared/testing';
import { API, get, list, server, setupMockApi, signIn } from '../testing/mock-api';
import { answer, answerEvents, askHandler, type AskRequest } from '../features/baari/baari-test-api';
import BaariPanel from './baari-panel';

setupMockApi();

const summary = (id: string, title: string, updated: string): BaariConversationSummary => ({
  id,
  title,
  message_count: 2,
  created_at: updated,
  updated_at: updated,
});
const FIRST = summary('c1', 'Which lab teaches least privilege?', '2026-11-20T14:30:00.000Z');
const SECOND = summary('c2', 'How do tokens work?', '2026-11-18T09:00:00.000Z');

const conversation = (item: BaariConversationSummary, reply: string): BaariConversation => ({
  ...item,
  messages: [
    { id: `${item.id}-q`, role: 'user', text: item.title, citations: [], mode: null, created_at: item.created_at },
    answer(reply, { id: `${item.id}-a` }),
  ],
});

/** Where the page's router is: the panel writes `?c=` itself. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

/** The panel as /bari embeds it: below the page's h1 and intro, which mfe-marketing draws. */
function renderInPage(route = '/bari') {
  return renderWithShell(
    <>
      <h1>Ask Baari</h1>
      <BaariPanel placement="page" />
      <Location />
    </>,
    { route },
  );
}

let conversations: BaariConversationSummary[];
const deleted: string[] = [];

beforeEach(() => {
  conversations = [FIRST, SECOND];
  deleted.length = 0;
  server.use(
    get('baari/suggestions/', { questions: ['Which lab teaches least-privilege access?'] }),
    get('baari/conversations/', () => list(conversations)),
    get('baari/conversations/c1/', conversation(FIRST, 'The IAM lab [1] teaches it.')),
    get('baari/conversations/c2/', conversation(SECOND, 'A lab costs tokens when it starts.')),
    http.delete(`${API}baari/conversations/:id/`, ({ params }) => {
      deleted.push(String(params.id));
      conversations = conversations.filter((item) => item.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

describe('BaariPanel embedded in a page (placement page)', () => {
  it('adds no h1 of its own: its sections are h2 under the page’s heading, with a labelled question box', async () => {
    signIn();
    renderInPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Your conversation with Baari' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your conversations' })).toBeInTheDocument();
  });

  it('offers a visitor no history, says what an account adds, and ignores ?c=', async () => {
    renderInPage('/bari?c=c1');
    expect(await screen.findByRole('link', { name: 'Sign in to keep asking and keep your conversations' })).toHaveAttribute(
      'href',
      '/auth/signin?redirect=%2Fbari',
    );
    expect(screen.getByText(/Without an account you can ask 5 questions every 24 hours/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your conversations' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Which lab teaches least-privilege access?' })).toBeInTheDocument();
  });

  it('lists the learner’s conversations, reopens one at ?c=, and moves to another', async () => {
    signIn();
    renderInPage('/bari?c=c1');
    const history = await screen.findByRole('region', { name: 'Your conversations' });
    const first = await within(history).findByRole('link', { name: FIRST.title });
    expect(first).toHaveAttribute('href', '/bari?c=c1');
    expect(first).toHaveAttribute('aria-current', 'page');
    expect(within(history).getByRole('link', { name: SECOND.title })).toHaveAttribute('href', '/bari?c=c2');
    expect(within(history).getByText('Nov 20, 2026, 2:30 PM', { exact: false })).toBeInTheDocument();

    const log = screen.getByRole('log');
    expect(await within(log).findByText(/The IAM lab/)).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Least privilege with IAM' })).toHaveAttribute('href', '/labs/iam-least-privilege');

    await userEvent.setup().click(within(history).getByRole('link', { name: SECOND.title }));
    expect(await within(log).findByText('A lab costs tokens when it starts.')).toBeInTheDocument();
    expect(within(log).queryByText(/The IAM lab/)).not.toBeInTheDocument();
  });

  it('says so when the conversation in the URL no longer exists, and starts a new one', async () => {
    signIn();
    const requests: AskRequest[] = [];
    server.use(
      get('baari/conversations/gone/', { statusCode: 404, error: 'Not Found', code: 'not_found', message: 'No such conversation.' }, 404),
      askHandler(answerEvents('Start with the IAM lab [1].', 'c9'), { requests }),
    );
    renderInPage('/bari?c=gone');
    expect(await screen.findByText('That conversation no longer exists. Your next question starts a new one.')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Your question' }), 'Where do I start?{Enter}');
    expect(await within(screen.getByRole('log')).findByText(/Start with the IAM lab/)).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ question: 'Where do I start?' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/bari?c=c9'));
  });

  it('deletes a conversation after a confirmation, and starts afresh when it was the open one', async () => {
    signIn();
    renderInPage('/bari?c=c1');
    const user = userEvent.setup();
    const history = await screen.findByRole('region', { name: 'Your conversations' });
    await within(screen.getByRole('log')).findByText(/The IAM lab/);

    await user.click(await within(history).findByRole('button', { name: `Delete the conversation “${FIRST.title}”` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this conversation?' });
    expect(dialog).toHaveTextContent(`“${FIRST.title}” and all its messages will be deleted.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(within(history).getByRole('button', { name: `Delete the conversation “${FIRST.title}”` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete conversation' }));
    expect(await screen.findByText('The conversation was deleted.')).toBeInTheDocument();
    expect(deleted).toEqual(['c1']);
    await waitFor(() => expect(within(history).queryByRole('link', { name: FIRST.title })).not.toBeInTheDocument());
    expect(within(history).getByRole('link', { name: SECOND.title })).toBeInTheDocument();
    // The router moves in a transition: its commit may come a moment later.
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/bari$/));
    await waitFor(() => expect(within(screen.getByRole('log')).queryByText(/The IAM lab/)).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Your conversations' })).toHaveFocus();
  });

  it('keeps a new conversation at ?c= once Baari has started it, and continues it', async () => {
    signIn();
    const requests: AskRequest[] = [];
    server.use(askHandler(answerEvents('Start with the IAM lab [1].', 'c9'), { requests }));
    renderInPage();
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Your conversations' });
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Where do I start?{Enter}');
    expect(await within(screen.getByRole('log')).findByText(/Start with the IAM lab/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/bari?c=c9'));
    // The page moving to ?c=c9 does not reload the conversation: the answer stays, once.
    expect(within(screen.getByRole('log')).getAllByText(/Start with the IAM lab/)).toHaveLength(1);

    server.use(askHandler(answerEvents('Then the Linux lab.', 'c9'), { requests }));
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'And then?{Enter}');
    expect(await within(screen.getByRole('log')).findByText('Then the Linux lab.')).toBeInTheDocument();
    expect(requests.map((request) => request.body)).toEqual([{ question: 'Where do I start?' }, { question: 'And then?', conversation_id: 'c9' }]);
  });
});
