import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { Diploma, PathProgress, Progress } from '@ilm/contract';
import { renderWithShell } from '@ilm/shared/testing';
import { API, get, list, server, setupMockApi, signIn } from '../../testing/mock-api';
import { MyDiplomas } from './my-diplomas';
import { DIPLOMA_ID, diplomaRecord } from './testing/credentials';

setupMockApi();
beforeEach(() => signIn());

const labs = [
  { slug: 'linux-files-and-permissions', title: 'Files and permissions', completed_at: '2026-11-20T10:00:00.000Z', launchable: true },
  { slug: 'azure-start', title: 'Azure start', completed_at: '2026-11-21T10:00:00.000Z', launchable: true },
];
const COMPLETED: PathProgress = {
  kind: 'career_path',
  slug: 'cloud-engineer',
  title: 'Cloud Engineer',
  owned: true,
  labs,
  completed: 2,
  total: 2,
  next_lab: null,
  completed_at: '2026-11-21T10:00:00.000Z',
  diploma_id: null,
};
const ISSUED = diplomaRecord('', { jwt: 'x.y.z' });

/** The learner's diplomas and progress as the API answers them; a diploma once issued shows in both. */
function answer({ diplomas = [] as Diploma[], careerPaths = [] as PathProgress[] } = {}) {
  const state = { diplomas, careerPaths };
  server.use(
    http.get(`${API}diplomas/`, () => HttpResponse.json(list(state.diplomas))),
    http.get(`${API}me/progress/`, () => HttpResponse.json({ career_paths: state.careerPaths, learning_paths: [] } satisfies Progress)),
  );
  return state;
}

const refuse = (status: number, body: JsonBodyType) => server.use(http.post(`${API}diplomas/`, () => HttpResponse.json(body, { status })));

describe('MyDiplomas', () => {
  it('lists each issued diploma with its page, its PDF and its date', async () => {
    answer({ diplomas: [ISSUED], careerPaths: [{ ...COMPLETED, diploma_id: DIPLOMA_ID }] });
    renderWithShell(<MyDiplomas />);
    const card = screen.getByRole('region', { name: 'Your diplomas' });
    expect(await within(card).findByRole('heading', { level: 3, name: 'Cloud Engineer' })).toBeInTheDocument();
    expect(within(card).getByText('Issued on March 12, 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View and check your Cloud Engineer diploma' })).toHaveAttribute('href', `/diplomas/${DIPLOMA_ID}`);
    expect(within(card).getByRole('link', { name: 'Download your Cloud Engineer diploma (PDF)' })).toHaveAttribute('href', ISSUED.pdf_url);
    expect(within(card).queryByRole('button', { name: /Request/ })).not.toBeInTheDocument();
  });

  it('marks a revoked diploma', async () => {
    answer({ diplomas: [{ ...ISSUED, revoked_at: '2026-12-01T00:00:00.000Z', revocation_reason: 'Declaration withdrawn.' }] });
    renderWithShell(<MyDiplomas />);
    const heading = await screen.findByRole('heading', { level: 3, name: /Cloud Engineer/ });
    expect(within(heading).getByText('Revoked')).toBeInTheDocument();
  });

  it('says how a diploma is earned while there is none and no path is completed', async () => {
    answer();
    renderWithShell(<MyDiplomas />);
    expect(await screen.findByText('Complete every lab of a career path, then request its diploma here.')).toBeInTheDocument();
  });

  it('requests the diploma of a completed career path, then shows it issued', async () => {
    const state = answer({ careerPaths: [COMPLETED] });
    let sent: unknown;
    server.use(
      http.post(`${API}diplomas/`, async ({ request }) => {
        sent = await request.json();
        state.diplomas = [ISSUED];
        state.careerPaths = [{ ...COMPLETED, diploma_id: DIPLOMA_ID }];
        return HttpResponse.json(ISSUED, { status: 201 });
      }),
    );
    renderWithShell(<MyDiplomas />);
    expect(await screen.findByText('You completed every lab of Cloud Engineer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make your diploma declaration' })).toHaveAttribute('href', '/diploma-declaration');
    await userEvent.click(screen.getByRole('button', { name: 'Request your Cloud Engineer diploma' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your Cloud Engineer diploma is issued.');
    expect(sent).toEqual({ career_path_slug: 'cloud-engineer' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Cloud Engineer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request your Cloud Engineer diploma' })).not.toBeInTheDocument();
  });

  it('shows the API’s refusal as it comes when the declaration is missing, beside the way to make it', async () => {
    answer({ careerPaths: [COMPLETED] });
    refuse(409, { statusCode: 409, code: 'declaration_missing', message: 'Send the diploma declaration for this career path first.' });
    renderWithShell(<MyDiplomas />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request your Cloud Engineer diploma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Send the diploma declaration for this career path first.');
    expect(screen.getByRole('link', { name: 'Make your diploma declaration' })).toBeInTheDocument();
  });

  it('lists the labs still to complete when the API says the path is not completed', async () => {
    answer({ careerPaths: [COMPLETED] });
    refuse(409, {
      statusCode: 409,
      code: 'path_not_completed',
      message: 'Complete every lab of this career path first.',
      remaining_labs: [{ slug: 'azure-start', title: 'Azure start' }],
    });
    renderWithShell(<MyDiplomas />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request your Cloud Engineer diploma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Complete every lab of this career path first.');
    expect(screen.getByRole('link', { name: 'Azure start' })).toHaveAttribute('href', '/labs/azure-start');
  });

  it('says so in its own words when no answer comes', async () => {
    answer({ careerPaths: [COMPLETED] });
    server.use(http.post(`${API}diplomas/`, () => HttpResponse.error()));
    renderWithShell(<MyDiplomas />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request your Cloud Engineer diploma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not request your diploma just now. Please try again.');
  });

  it('says so when the diplomas cannot be loaded', async () => {
    answer();
    server.use(get('diplomas/', { statusCode: 500, message: 'Internal error' }, 500));
    renderWithShell(<MyDiplomas />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your diplomas.');
  });
});
