import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import type { Diploma, ImmigrationCaseSummary, JobApplication, MyInternship, Progress } from '@ilm/contract';
import { diplomaRecord } from '../features/diplomas/testing/credentials';
import { interviewSummary } from '../features/interviews/interviews.fixtures';
import { completedCapstone, myInternship } from '../features/internships/internships.fixtures';
import { application } from '../features/jobs/jobs.fixtures';
import { get, list, server, signIn, setupMockApi } from '../testing/mock-api';
import CareerProgressPanel from './career-progress-panel';
import CareerServicesPanel from './career-services-panel';

setupMockApi();
beforeEach(() => signIn());

const NO_PROGRESS: Progress = { career_paths: [], learning_paths: [] };

interface Answers {
  progress?: Progress;
  diplomas?: Diploma[];
  applications?: JobApplication[];
  internships?: MyInternship[];
  cases?: ImmigrationCaseSummary[];
}

function mock({ progress = NO_PROGRESS, diplomas = [], applications = [], internships = [], cases = [] }: Answers = {}) {
  server.use(
    get('me/job-applications/', list(applications)),
    get('me/internships/', list(internships)),
    get('me/immigration/cases/', list(cases)),
    get('baari/interviews/', list([])),
    get('me/progress/', progress),
    get('diplomas/', list(diplomas)),
  );
}

/** Both panels as the learner's home places them (embedded, below its heading). */
function renderPanels() {
  renderWithShell(
    <>
      <CareerProgressPanel placement="page" />
      <CareerServicesPanel placement="page" />
    </>,
    { route: '/dashboard' },
  );
}

describe("the learner's home's career panels (career-progress, career-services)", () => {
  it('leads to the career paths when the learner owns none', async () => {
    mock();
    renderPanels();
    expect(await screen.findByRole('link', { name: 'Explore career paths' })).toHaveAttribute('href', '/career-paths');
  });

  it('shows the latest mock interviews and the way to start one', async () => {
    mock();
    server.use(
      get(
        'baari/interviews/',
        list(
          ['1', '2', '3', '4'].map((n) =>
            interviewSummary({ id: `aaaa0000-0000-4000-8000-00000000000${n}`, questions_answered: Number(n), score: 20 * Number(n) }),
          ),
        ),
      ),
    );
    renderPanels();
    const card = await screen.findByRole('region', { name: 'Mock interviews' });
    expect(await within(card).findAllByRole('article')).toHaveLength(3);
    expect(within(card).getByText('Score: 20 out of 100')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start a mock interview' })).toHaveAttribute('href', '/dashboard/interviews');
    expect(within(card).getByRole('link', { name: 'All mock interviews' })).toHaveAttribute('href', '/dashboard/interviews');
  });

  it('invites a learner without a mock interview to start one', async () => {
    mock();
    renderPanels();
    const card = await screen.findByRole('region', { name: 'Mock interviews' });
    expect(await within(card).findByText('Practise the job interview of your career path, with feedback on every answer.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start a mock interview' })).toHaveAttribute('href', '/dashboard/interviews');
    expect(within(card).queryByRole('link', { name: 'All mock interviews' })).not.toBeInTheDocument();
  });

  it('shows progress on a career path from the labs whose checks passed, with the lab to take next, and the learner’s diplomas', async () => {
    const labs = [
      { slug: 'linux-files-and-permissions', title: 'Files and permissions', completed_at: '2026-11-20T10:00:00.000Z', launchable: true },
      { slug: 'azure-start', title: 'Azure start', completed_at: null, launchable: true },
    ];
    mock({
      progress: {
        career_paths: [
          {
            kind: 'career_path',
            slug: 'cloud-engineer',
            title: 'Cloud Engineer',
            owned: true,
            labs,
            completed: 1,
            total: 2,
            next_lab: labs[1]!,
            completed_at: null,
            diploma_id: null,
          },
        ],
        learning_paths: [],
      },
      diplomas: [diplomaRecord('', { jwt: 'x.y.z', career_path: { slug: 'linux-admin', title: 'Linux Administrator' } })],
    });
    renderPanels();
    expect(await screen.findByText('1 of 2 labs completed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress in Cloud Engineer' })).toHaveAttribute('value', '1');
    expect(screen.getByRole('link', { name: 'Azure start' })).toHaveAttribute('href', '/labs/azure-start');
    const diplomas = screen.getByRole('region', { name: 'Your diplomas' });
    expect(await within(diplomas).findByRole('link', { name: 'View and check your Linux Administrator diploma' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/diplomas\//),
    );
  });

  it('brings the career services to one place: the latest job applications with their status, the internship with its capstone progress, the immigration case with its next step', async () => {
    const moved = (status: JobApplication['status'], title: string, at: string, id: string) =>
      application({
        id,
        status,
        opening: { ...application().opening, title },
        history: [
          { status: 'submitted', at: '2026-05-01T09:00:00.000Z', note: null },
          { status, at, note: null },
        ],
      });
    mock({
      applications: [
        moved('in_review', 'Linux lab author', '2026-05-09T12:00:00.000Z', 'aaaa0000-0000-4000-8000-0000000000a1'),
        moved('interview', 'Cloud security mentor', '2026-05-06T15:30:00.000Z', 'aaaa0000-0000-4000-8000-0000000000a2'),
        moved('offer', 'Teaching assistant', '2026-05-05T08:00:00.000Z', 'aaaa0000-0000-4000-8000-0000000000a3'),
        moved('not_selected', 'Oldest opening', '2026-04-01T08:00:00.000Z', 'aaaa0000-0000-4000-8000-0000000000a4'),
      ],
      internships: [myInternship({ status: 'in_progress', capstone: completedCapstone().map((lab, index) => ({ ...lab, completed: index < 2 })) })],
      cases: [
        {
          id: 'cccc0000-0000-4000-8000-000000000001',
          status: 'documents_requested',
          destination_country: 'DE',
          created_at: '2026-04-20T10:00:00.000Z',
          updated_at: '2026-05-03T10:00:00.000Z',
        },
      ],
    });
    renderPanels();

    const jobs = await screen.findByRole('region', { name: 'Your job applications' });
    const items = await within(jobs).findAllByRole('listitem');
    // The latest three, newest first, each with where it stands and since when.
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Linux lab author',
      'Cloud security mentor',
      'Teaching assistant',
    ]);
    expect(within(items[0]!).getByText('In review')).toBeInTheDocument();
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date('2026-05-09T12:00:00.000Z'));
    expect(within(items[0]!).getByText(`Ilm Cloud, updated on ${day}`)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Interview')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Offer')).toBeInTheDocument();
    expect(within(jobs).getByRole('link', { name: 'All your job applications' })).toHaveAttribute('href', '/dashboard/jobs');

    const internship = screen.getByRole('region', { name: 'Your internship' });
    expect(await within(internship).findByRole('heading', { level: 3, name: 'DevOps engineering internship' })).toBeInTheDocument();
    expect(within(internship).getByText('In progress')).toBeInTheDocument();
    expect(within(internship).getByRole('progressbar', { name: 'Capstone progress in DevOps engineering internship' })).toHaveAttribute('value', '2');
    expect(within(internship).getByText('2 of 3 capstone labs completed')).toBeInTheDocument();
    expect(within(internship).getByRole('link', { name: 'Follow your internship' })).toHaveAttribute('href', '/dashboard/internships');

    const immigration = screen.getByRole('region', { name: 'Your immigration case' });
    expect(await within(immigration).findByText('Documents requested')).toBeInTheDocument();
    expect(within(immigration).getByText(/^Attach the documents your advisor's note asks for/)).toBeInTheDocument();
    expect(within(immigration).getByRole('link', { name: 'Follow your immigration case' })).toHaveAttribute('href', '/dashboard/immigration');

    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('says how to start each career service the learner has not used yet', async () => {
    mock();
    renderPanels();

    const jobs = await screen.findByRole('region', { name: 'Your job applications' });
    expect(
      await within(jobs).findByText(/^You have not applied to a job yet\. Add your CV to your career profile, then apply to an opening/),
    ).toBeInTheDocument();
    expect(within(jobs).getByRole('link', { name: 'See the job openings' })).toHaveAttribute('href', '/dashboard/jobs');
    expect(within(jobs).getByRole('link', { name: 'Your career profile' })).toHaveAttribute('href', '/dashboard/career');
    expect(within(jobs).queryByRole('link', { name: 'All your job applications' })).not.toBeInTheDocument();

    const internship = screen.getByRole('region', { name: 'Your internship' });
    expect(await within(internship).findByText(/^No internship yet\. .*Choose a cohort and apply\.$/)).toBeInTheDocument();
    expect(within(internship).getByRole('link', { name: 'See the internship programmes' })).toHaveAttribute('href', '/dashboard/internships');

    const immigration = screen.getByRole('region', { name: 'Your immigration case' });
    expect(await within(immigration).findByText(/^No case yet\. Send the candidate information form while signed in/)).toBeInTheDocument();
    expect(within(immigration).getByRole('link', { name: 'Fill in the candidate information form' })).toHaveAttribute('href', '/cif-form');
  });

  it('says so in its own card when one service cannot be loaded, and shows the others', async () => {
    mock({
      cases: [
        {
          id: 'cccc0000-0000-4000-8000-000000000001',
          status: 'received',
          destination_country: null,
          created_at: '2026-04-20T10:00:00.000Z',
          updated_at: '2026-04-20T10:00:00.000Z',
        },
      ],
    });
    server.use(get('me/job-applications/', { statusCode: 500, error: 'Internal Server Error', message: 'Something failed.' }, 500));
    renderPanels();
    const jobs = await screen.findByRole('region', { name: 'Your job applications' });
    expect(await within(jobs).findByText('Your applications could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Your immigration case' })).findByText('Received')).toBeInTheDocument();
  });

  it("draws the career cards in Arabic, the page's language", async () => {
    mock({ internships: [myInternship({ programme: { slug: 'devops-engineering-internship', title: 'تدريب هندسة DevOps' } })] });
    await setLanguage('ar', { remember: false });
    try {
      renderPanels();
      const jobs = await screen.findByRole('region', { name: 'طلبات التوظيف' });
      expect(within(jobs).getByRole('link', { name: 'اطّلع على الوظائف الشاغرة' })).toHaveAttribute('href', '/dashboard/jobs');
      const internship = screen.getByRole('region', { name: 'تدريبك' });
      expect(await within(internship).findByText('مقبول')).toBeInTheDocument();
      expect(within(internship).getByRole('progressbar', { name: 'التقدّم في المشروع الختامي لبرنامج تدريب هندسة DevOps' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'ملف الهجرة الخاص بك' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en', { remember: false }));
    }
  });
});
