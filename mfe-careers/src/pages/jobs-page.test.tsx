import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import JobsPage from './jobs-page';
import { application, APPLICATION_ID, mentorOpening, opening } from '../features/jobs/jobs.fixtures';
import { API, get, list, server, setupMockApi, signIn } from '../testing/mock-api';

setupMockApi();
beforeEach(() => signIn());

const openingCard = (title: string) => screen.findByRole('article', { name: title });

describe('JobsPage', () => {
  it('lists openings in the order the API ranks them, saying why each matches and which labs are left', async () => {
    server.use(get('jobs/openings/', list([opening(), mentorOpening()])), get('me/job-applications/', list([])));
    renderWithShell(<JobsPage />);
    const region = await screen.findByRole('region', { name: 'Openings' });
    const cards = await within(region).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Linux lab author', 'Cloud security mentor']);
    const author = cards[0]!;
    expect(author).toHaveTextContent('You completed 3 of the 4 labs it asks for.');
    expect(within(within(author).getByRole('list', { name: 'Still to do:' })).getByRole('link', { name: 'Your first Git repository' })).toHaveAttribute(
      'href',
      '/labs/git-first-repository',
    );
    expect(within(author).getAllByRole('link')).toHaveLength(4);
    expect(within(author).getByText('Remote')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('You completed 0 of the 2 labs it asks for.');
    expect(within(author).getByRole('button', { name: 'Apply to Linux lab author' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says so when there is no opening and no application yet', async () => {
    server.use(get('jobs/openings/', list([])), get('me/job-applications/', list([])));
    renderWithShell(<JobsPage />);
    expect(await screen.findByRole('heading', { name: 'No opening right now' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No application yet' })).toBeInTheDocument();
  });

  it('applies with a note from the dialog, then shows the application', async () => {
    let applied = false;
    const bodies: unknown[] = [];
    server.use(
      get('jobs/openings/', () => list([opening(applied ? { application: { id: APPLICATION_ID, status: 'submitted' } } : {})])),
      get('me/job-applications/', () =>
        list(
          applied
            ? [
                application({
                  status: 'submitted',
                  opening: { ...application().opening, slug: 'linux-lab-author', title: 'Linux lab author' },
                  history: [{ status: 'submitted', at: '2026-05-02T10:00:00.000Z', note: null }],
                }),
              ]
            : [],
        ),
      ),
      http.post(`${API}jobs/openings/linux-lab-author/apply/`, async ({ request }) => {
        bodies.push(await request.json());
        applied = true;
        return HttpResponse.json(
          application({ status: 'submitted', opening: { ...application().opening, slug: 'linux-lab-author', title: 'Linux lab author' } }),
          { status: 201 },
        );
      }),
    );
    renderWithShell(<JobsPage />);
    await userEvent.click(within(await openingCard('Linux lab author')).getByRole('button', { name: 'Apply to Linux lab author' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to Linux lab author' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Note to the employer (optional)' }));
    await userEvent.paste('I wrote the shell scripts of my last team.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the application' }));
    expect(await screen.findByText('Your application to Linux lab author is sent. We have e-mailed you a confirmation.')).toBeInTheDocument();
    expect(bodies).toEqual([{ cover_note: 'I wrote the shell scripts of my last team.' }]);
    const openings = screen.getByRole('region', { name: 'Openings' });
    expect(await within(openings).findByText('Your application:')).toBeInTheDocument();
    expect(within(openings).getByText('Submitted')).toBeInTheDocument();
    expect(within(openings).queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Your applications' })).findByRole('heading', { name: 'Linux lab author' })).toBeInTheDocument();
  });

  it('sends the learner to the career profile when the API says a CV is needed', async () => {
    server.use(
      get('jobs/openings/', list([opening()])),
      get('me/job-applications/', list([])),
      http.post(`${API}jobs/openings/linux-lab-author/apply/`, () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'cv_required',
            message: 'Add your CV to your career profile before you apply: it is sent with your application.',
          },
          { status: 409 },
        ),
      ),
    );
    renderWithShell(<JobsPage />);
    await userEvent.click(within(await openingCard('Linux lab author')).getByRole('button', { name: 'Apply to Linux lab author' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to Linux lab author' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the application' }));
    expect(await within(dialog).findByText(/Add your CV to your career profile first/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to your career profile' })).toHaveAttribute('href', '/dashboard/career');
  });

  it("shows the API's message when the learner already applied", async () => {
    server.use(
      get('jobs/openings/', list([opening()])),
      get('me/job-applications/', list([])),
      http.post(`${API}jobs/openings/linux-lab-author/apply/`, () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', code: 'already_applied', message: 'You have already applied to this opening.', application: application() },
          { status: 409 },
        ),
      ),
    );
    renderWithShell(<JobsPage />);
    await userEvent.click(within(await openingCard('Linux lab author')).getByRole('button', { name: 'Apply to Linux lab author' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the application' }));
    expect(await screen.findByText('You have already applied to this opening.')).toBeInTheDocument();
  });

  it("shows each application's status and what happened, and withdraws one after asking", async () => {
    let withdrawn = false;
    server.use(
      get('jobs/openings/', list([])),
      get('me/job-applications/', () =>
        list([
          withdrawn
            ? application({
                status: 'withdrawn',
                can_withdraw: false,
                history: [...application().history, { status: 'withdrawn', at: '2026-05-07T08:00:00.000Z', note: null }],
              })
            : application(),
        ]),
      ),
      http.post(`${API}me/job-applications/${APPLICATION_ID}/withdraw/`, () => {
        withdrawn = true;
        return HttpResponse.json(application({ status: 'withdrawn', can_withdraw: false }));
      }),
    );
    renderWithShell(<JobsPage />);
    const region = await screen.findByRole('region', { name: 'Your applications' });
    const item = await within(region).findByRole('article', { name: 'Cloud security mentor' });
    expect(within(item).getByText('Interview')).toBeInTheDocument();
    const steps = within(within(item).getByRole('list', { name: 'What happened' })).getAllByRole('listitem');
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-05-06T15:30:00.000Z'));
    expect(steps.map((step) => step.textContent)).toEqual([expect.stringMatching(/^Submitted: /), `Interview: ${date}`]);
    await userEvent.click(within(item).getByRole('button', { name: 'Withdraw the application to Cloud security mentor' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your application to Cloud security mentor?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(region).findByText('Withdrawn', { selector: 'span' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /Withdraw the application/ })).not.toBeInTheDocument();
  });

  it("shows every status the application went through, oldest first, with the placement team's notes where they wrote one", async () => {
    const at = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
    server.use(
      get('jobs/openings/', list([])),
      get(
        'me/job-applications/',
        list([
          application({
            status: 'interview',
            history: [
              { status: 'submitted', at: '2026-05-02T10:00:00.000Z', note: null },
              { status: 'in_review', at: '2026-05-04T09:00:00.000Z', note: 'Your CV is with the hiring team.' },
              { status: 'interview', at: '2026-05-06T15:30:00.000Z', note: 'مقابلة يوم الثلاثاء الساعة العاشرة.' },
            ],
          }),
        ]),
      ),
    );
    renderWithShell(<JobsPage />);
    const item = await within(await screen.findByRole('region', { name: 'Your applications' })).findByRole('article', { name: 'Cloud security mentor' });
    const steps = within(within(item).getByRole('list', { name: 'What happened' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `Submitted: ${at('2026-05-02T10:00:00.000Z')}`,
      `In review: ${at('2026-05-04T09:00:00.000Z')}From our placement team: Your CV is with the hiring team.`,
      `Interview: ${at('2026-05-06T15:30:00.000Z')}From our placement team: مقابلة يوم الثلاثاء الساعة العاشرة.`,
    ]);
  });

  it('says why an opening matches in Urdu', async () => {
    server.use(get('jobs/openings/', list([opening({ title: 'لینکس لیبز کے مصنف' })])), get('me/job-applications/', list([])));
    await setLanguage('ur', { remember: false });
    try {
      renderWithShell(<JobsPage />);
      expect(await screen.findByRole('heading', { level: 1, name: 'ملازمتیں' })).toBeInTheDocument();
      const card = await openingCard('لینکس لیبز کے مصنف');
      const done = new Intl.NumberFormat('ur').format(3);
      expect(card).toHaveTextContent(/اس آسامی کو درکار لیبز میں سے آپ نے .+ مکمل کی ہیں/);
      expect(card.textContent).toContain(done);
      expect(within(card).getByRole('button', { name: 'لینکس لیبز کے مصنف کے لیے درخواست دیں' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en', { remember: false }));
    }
  });
});
