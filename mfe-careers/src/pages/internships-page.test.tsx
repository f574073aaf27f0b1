import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import InternshipsPage from './internships-page';
import { CAPSTONE, COHORT_ID, completedCapstone, INTERNSHIP_ID, myInternship, programme } from '../features/internships/internships.fixtures';
import type { MyInternship } from '../features/internships/internships.api';
import { API, get, list, server, signIn, setupMockApi } from '../testing/mock-api';

setupMockApi();
beforeEach(() => signIn());

const MOTIVATION = 'I finished the Linux and Git labs and want to practise on real tasks with a mentor.';
const rawRange = (from: string, to: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
// The range as the text matchers read the page: its thin spaces as spaces.
const range = (from: string, to: string) => rawRange(from, to).replace(/\s+/g, ' ');

/** The API with the DevOps programme and these internships of the learner (read again at each request). */
function api(mine: () => MyInternship[] = () => []) {
  server.use(
    get('internships/programmes/', list([programme()])),
    http.get(`${API}me/internships/`, () => HttpResponse.json(list(mine()))),
  );
}

const programmesSection = () => screen.findByRole('region', { name: 'Programmes' });
const yourSection = () => screen.findByRole('region', { name: 'Your internships' });

describe('InternshipsPage', () => {
  it('lists each programme with its career path, capstone labs (links to them) and cohorts with dates and seats left', async () => {
    api();
    renderWithShell(<InternshipsPage />);
    const section = await programmesSection();
    const card = await within(section).findByRole('article', { name: 'DevOps engineering internship' });
    expect(card).toHaveTextContent('For the career path DevOps Engineer');
    for (const lab of CAPSTONE) expect(within(card).getByRole('link', { name: lab.title })).toHaveAttribute('href', `/labs/${lab.slug}`);
    const cohorts = within(card)
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.includes('seat'));
    expect(cohorts).toHaveLength(2);
    expect(cohorts[0]).toHaveTextContent(range('2099-03-02', '2099-04-24'));
    expect(cohorts[0]).toHaveTextContent('12 of 15 seats left');
    expect(within(cohorts[0]!).getByRole('button', { name: `Apply to the cohort of ${rawRange('2099-03-02', '2099-04-24')}` })).toBeInTheDocument();
    expect(cohorts[1]).toHaveTextContent('0 of 15 seats left');
    expect(cohorts[1]).toHaveTextContent('No seats left');
    expect(within(cohorts[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says so when the learner has no internship yet, and when no programme is listed', async () => {
    server.use(get('internships/programmes/', list([])), get('me/internships/', list([])));
    renderWithShell(<InternshipsPage />);
    expect(await screen.findByRole('heading', { name: 'No internship yet' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No internship programme yet' })).toBeInTheDocument();
  });

  it('says the programmes could not be loaded, with Try again', async () => {
    server.use(get('internships/programmes/', { statusCode: 500, message: 'boom' }, 500), get('me/internships/', list([])));
    renderWithShell(<InternshipsPage />);
    const section = await programmesSection();
    expect(await within(section).findByText('The internship programmes could not be loaded.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('applies to a cohort: a motivation too short is refused before sending, then the application is sent and shown', async () => {
    let applied = false;
    const bodies: unknown[] = [];
    api(() => (applied ? [myInternship({ status: 'applied' })] : []));
    server.use(
      http.post(`${API}internships/cohorts/${COHORT_ID}/apply/`, async ({ request }) => {
        bodies.push(await request.json());
        applied = true;
        return HttpResponse.json(myInternship({ status: 'applied' }), { status: 201 });
      }),
    );
    renderWithShell(<InternshipsPage />);
    const section = await programmesSection();
    await userEvent.click(await within(section).findByRole('button', { name: /^Apply to the cohort of/ }));
    const field = within(section).getByRole('textbox', { name: 'Why do you want this internship?' });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Between 50 and 2,000 characters.'));
    await userEvent.type(field, 'I like it.');
    await userEvent.click(within(section).getByRole('button', { name: 'Send my application' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Write at least 50 characters (spaces do not count).'));
    expect(bodies).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, MOTIVATION);
    await userEvent.click(within(section).getByRole('button', { name: 'Send my application' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Your application for DevOps engineering internship was sent.');
    expect(bodies).toEqual([{ motivation: MOTIVATION }]);
    const mine = await yourSection();
    expect(await within(mine).findByRole('article', { name: 'DevOps engineering internship' })).toHaveTextContent('Application sent');
    expect(within(mine).getByText(/Staff are reading your application/)).toBeInTheDocument();
    expect(await within(section).findByText('You applied to this cohort')).toBeInTheDocument();
  });

  it("shows the API's refusal of an application: under the field for the motivation, above the buttons otherwise", async () => {
    api();
    let answer = {
      status: 400,
      body: { statusCode: 400, code: 'validation_error', field: 'motivation', message: 'motivation: must have at most 2000 characters' },
    };
    server.use(http.post(`${API}internships/cohorts/${COHORT_ID}/apply/`, () => HttpResponse.json(answer.body, { status: answer.status })));
    renderWithShell(<InternshipsPage />);
    const section = await programmesSection();
    await userEvent.click(await within(section).findByRole('button', { name: /^Apply to the cohort of/ }));
    const field = within(section).getByRole('textbox', { name: 'Why do you want this internship?' });
    await userEvent.type(field, MOTIVATION);
    await userEvent.click(within(section).getByRole('button', { name: 'Send my application' }));
    expect(await within(section).findByText('must have at most 2000 characters')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    answer = {
      status: 409,
      body: { statusCode: 409, code: 'cohort_full', message: 'This cohort has no seats left. Choose another cohort of the programme.' } as never,
    };
    await userEvent.click(within(section).getByRole('button', { name: 'Send my application' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('This cohort has no seats left.');
    expect(field).toHaveValue(MOTIVATION);
  });

  it("shows the learner's capstone progress: each lab linked, completed ones ticked, and what to do next", async () => {
    api(() => [myInternship()]);
    renderWithShell(<InternshipsPage />);
    const card = await within(await yourSection()).findByRole('article', { name: 'DevOps engineering internship' });
    expect(card).toHaveTextContent('Accepted');
    expect(card).toHaveTextContent(`Cohort: ${range('2099-03-02', '2099-04-24')}`);
    expect(card).toHaveTextContent('1 of 3 capstone labs completed');
    const labs = within(card).getAllByRole('listitem');
    expect(labs.map((item) => item.textContent)).toEqual([
      '✓Branches and merges(completed)',
      'Bash scripts(not completed yet)',
      'Kubernetes manifests(not completed yet)',
    ]);
    expect(within(card).getByRole('link', { name: 'Bash scripts' })).toHaveAttribute('href', '/labs/automation-bash-scripts');
    expect(card).toHaveTextContent('Not sent for review yet');
    expect(card).toHaveTextContent('Complete every capstone lab, then send your capstone for review.');
    expect(within(card).queryByRole('button', { name: 'Send my capstone for review' })).not.toBeInTheDocument();
  });

  it('sends a completed capstone for review, then shows it is with the mentor', async () => {
    let sent = false;
    api(() => [
      sent
        ? myInternship({ status: 'in_progress', capstone: completedCapstone(), capstone_complete: true, mentor_review: 'pending' })
        : myInternship({ capstone: completedCapstone(), capstone_complete: true }),
    ]);
    server.use(
      http.post(`${API}me/internships/${INTERNSHIP_ID}/submit/`, () => {
        sent = true;
        return HttpResponse.json(myInternship({ mentor_review: 'pending' }));
      }),
    );
    renderWithShell(<InternshipsPage />);
    const card = await within(await yourSection()).findByRole('article', { name: 'DevOps engineering internship' });
    expect(card).toHaveTextContent('3 of 3 capstone labs completed');
    await userEvent.click(within(card).getByRole('button', { name: 'Send my capstone for review' }));
    expect(await within(card).findByText('With your mentor for review')).toBeInTheDocument();
    expect(card).toHaveTextContent('Your mentor reviews your capstone and writes their review here.');
    expect(within(card).queryByRole('button', { name: 'Send my capstone for review' })).not.toBeInTheDocument();
  });

  it("shows the API's reason when the capstone cannot be sent", async () => {
    api(() => [myInternship({ capstone: completedCapstone(), capstone_complete: true })]);
    server.use(
      http.post(`${API}me/internships/${INTERNSHIP_ID}/submit/`, () =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'capstone_incomplete',
            message: 'Complete every lab of the capstone before sending it for review. Still to complete: Bash scripts.',
          },
          { status: 409 },
        ),
      ),
    );
    renderWithShell(<InternshipsPage />);
    const card = await within(await yourSection()).findByRole('article', { name: 'DevOps engineering internship' });
    await userEvent.click(within(card).getByRole('button', { name: 'Send my capstone for review' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Still to complete: Bash scripts.');
  });

  it("shows the mentor's review and note, and a completed internship's date", async () => {
    api(() => [
      myInternship({
        id: 'a1',
        status: 'in_progress',
        capstone: completedCapstone(),
        capstone_complete: true,
        mentor_review: 'changes_requested',
        mentor_note: 'Explain why the key is 0600.',
      }),
      myInternship({
        id: 'a2',
        status: 'completed',
        capstone: completedCapstone(),
        capstone_complete: true,
        mentor_review: 'approved',
        completed_at: '2099-05-01T12:00:00.000Z',
      }),
    ]);
    renderWithShell(<InternshipsPage />);
    const [changes, completed] = await within(await yourSection()).findAllByRole('article');
    expect(changes).toHaveTextContent('Changes requested');
    expect(within(changes!).getByText("Your mentor's note").closest('figure')).toHaveTextContent('Explain why the key is 0600.');
    expect(within(changes!).getByRole('button', { name: 'Send my capstone for review' })).toBeInTheDocument();
    expect(completed).toHaveTextContent('Completed');
    expect(completed).toHaveTextContent('Approved');
    expect(completed).toHaveTextContent(`Completed on ${new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date('2099-05-01T12:00:00.000Z'))}`);
  });

  it('withdraws from an application after asking, and then says the learner withdrew', async () => {
    let status: MyInternship['status'] = 'applied';
    const withdrawals: string[] = [];
    api(() => [myInternship({ status })]);
    server.use(
      http.post(`${API}me/internships/${INTERNSHIP_ID}/withdraw/`, () => {
        withdrawals.push(INTERNSHIP_ID);
        status = 'withdrawn';
        return HttpResponse.json(myInternship({ status }));
      }),
    );
    renderWithShell(<InternshipsPage />);
    const [card] = await within(await yourSection()).findAllByRole('article');
    await userEvent.click(within(card!).getByRole('button', { name: 'Withdraw' }));
    expect(within(card!).getByText('Withdraw from this internship? Your seat goes back to the cohort, and this cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(card!).getByRole('button', { name: 'Keep my place' }));
    expect(withdrawals).toEqual([]);
    await userEvent.click(within(card!).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(within(card!).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await within(await yourSection()).findByText('You withdrew from this internship. You can apply to another cohort below.')).toBeInTheDocument();
    expect(withdrawals).toEqual([INTERNSHIP_ID]);
    expect(within(await yourSection()).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('speaks Arabic: the page, the plural of the capstone labs and the seats', async () => {
    api(() => [myInternship()]);
    await setLanguage('ar', { remember: false });
    try {
      renderWithShell(<InternshipsPage />);
      expect(await screen.findByRole('heading', { level: 1, name: 'التدريب الافتراضي' })).toBeInTheDocument();
      expect(await screen.findByText(`أُنجز ${new Intl.NumberFormat('ar').format(1)} من 3 مختبرات ختامية`)).toBeInTheDocument();
      expect(await screen.findByText(`بقي ${new Intl.NumberFormat('ar').format(12)} من 15 مقعدًا`)).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en', { remember: false }));
    }
  });
});
