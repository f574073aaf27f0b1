import { screen } from '@testing-library/react';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { renderWithShell } from '@ilm/shared/testing';
import { remotePages } from './routes';
import { interview, INTERVIEW_ID } from './features/interviews/interviews.fixtures';
import { careerProfile } from './features/jobs/jobs.fixtures';
import { get, list, server, signIn, setupMockApi } from './testing/mock-api';

setupMockApi();
beforeEach(() => {
  signIn();
  server.use(
    get('baari/interviews/', list([])),
    get(`baari/interviews/${INTERVIEW_ID}/`, interview(0)),
    get('catalog/career-paths/', list([])),
    get('internships/programmes/', list([])),
    get('me/internships/', list([])),
    get('me/immigration/cases/', list([])),
    get('me/progress/', { career_paths: [], learning_paths: [] }),
    get('me/career-profile/', careerProfile()),
    get('jobs/openings/', list([])),
    get('me/job-applications/', list([])),
    get('diplomas/', list([])),
    get(`diplomas/${INTERVIEW_ID}/`, { statusCode: 404, code: 'diploma_not_found', message: 'No diploma with this number exists.' }, 404),
  );
});

const expected: [string, string, string][] = [
  [
    'interviews',
    'Mock interviews',
    'Practise the job interview of your career path. Baari asks the questions interviews for that role ask, and after each answer says what you covered, what to add and which lab practises it.',
  ],
  [
    'interview',
    'Mock interview',
    'Answer each question as you would answer an interviewer. After each answer you see the points you covered, the points to add and the labs that practise them.',
  ],
  [
    'career-profile',
    'Your career profile',
    'What employers receive when you apply: what you are looking for, your CV, and the skills you have shown here. Skills come from the labs you completed, your diplomas and your internships, so nobody can type them in.',
  ],
  [
    'jobs',
    'Jobs',
    'Openings at Ilm Cloud and at partner employers. Those that ask for the labs you completed come first. Apply with your career profile, then follow each application here: our placement team writes to you whenever its status changes.',
  ],
  ['diploma', 'No diploma with this number exists', 'Check the address: a diploma’s number is the last part of the link printed under its QR code.'],
  [
    'internships',
    'Virtual internships',
    'Join a cohort of an Ilm Cloud internship for your career path: its capstone is made of labs that run in a real sandbox, and a mentor reviews it. A completed internship counts towards your career profile and your diploma.',
  ],
  [
    'immigration',
    'Immigration support',
    'Follow your immigration-support case: where it stands, the documents you share with your advisor, and a consultation when you want one. Advisors help you prepare; visa and immigration decisions are made by the authorities of each country.',
  ],
];

describe('mfe_careers declared pages', () => {
  it('declares exactly the pages tested here', () => {
    expect(remotePages.pages.map((page) => page.name)).toEqual(expected.map(([name]) => name));
  });

  it('places the career services in the sidebar between the learning paths (mfe-marketing, 50) and tokens (mfe-dashboard, 58), in the order a learner goes through them', () => {
    const sidebar = remotePages.pages
      .flatMap((page) => ('nav' in page ? page.nav : []).filter((entry: { slot: string }) => entry.slot === 'dashboard'))
      .sort((a, b) => a.order - b.order)
      .map((entry) => [entry.label, entry.order] as const);
    expect(sidebar.map(([label]) => label)).toEqual(['nav.careerProfile', 'nav.jobs', 'nav.interviews', 'nav.internships', 'nav.immigration']);
    for (const [, order] of sidebar) {
      expect(order).toBeGreaterThan(50);
      expect(order).toBeLessThan(58);
    }
  });

  it("offers the learner's home its progress and career services as panels it embeds, with no launcher in any layout", () => {
    expect(remotePages.panels.map((panel) => [panel.name, panel.slot])).toEqual([
      ['career-progress', 'embedded'],
      ['career-services', 'embedded'],
    ]);
  });

  it.each(expected)('%s renders its heading and what the page is for', async (name, title, intro) => {
    const declared = remotePages.pages.find((page) => page.name === name);
    const { default: Page }: RemotePageModule = await declared!.page();
    renderWithShell(<Page params={{ id: INTERVIEW_ID }} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
