import { File as NodeFile } from 'node:buffer';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import CareerProfilePage from './career-profile-page';
import { careerProfile } from '../features/jobs/jobs.fixtures';
import type { CareerProfile } from '../features/jobs/jobs.api';
import { API, get, server, setupMockApi, signIn } from '../testing/mock-api';

setupMockApi();
beforeEach(() => signIn());

const CV = { id: 'c0ffee00-0000-4000-8000-000000000001', file_name: 'amina-cv.pdf', size_bytes: 240 * 1024, created_at: '2026-05-01T09:00:00.000Z' };

const SKILLED = careerProfile({
  headline: 'Junior cloud engineer',
  desired_roles: ['Cloud engineer', 'DevOps engineer'],
  locations: ['Karachi'],
  work_modes: ['remote'],
  cv: CV,
  skills: {
    labs: [{ slug: 'linux-files-and-permissions', title: 'Files and permissions', topic: 'linux', completed_at: '2026-04-20T12:00:00.000Z' }],
    diplomas: [
      { id: 'd1a2b3c4-0000-4000-8000-000000000001', career_path_slug: 'cloud-engineer', title: 'Cloud Engineer', issued_at: '2026-04-30T12:00:00.000Z' },
    ],
    internships: [{ programme_slug: 'linux-operations', title: 'Linux operations internship', completed_at: '2026-03-28T12:00:00.000Z' }],
  },
});

/** Records the bodies of `PUT me/career-profile/` and answers them as saved (or with `refusal`). */
function saveProfile(start: CareerProfile, refusal?: { status: number; body: object }) {
  const bodies: unknown[] = [];
  server.use(
    http.put(`${API}me/career-profile/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (refusal) return HttpResponse.json(refusal.body, { status: refusal.status });
      const cv = body.cv_upload_id ? { ...CV, id: String(body.cv_upload_id), file_name: 'new-cv.pdf' } : null;
      return HttpResponse.json({ ...start, ...body, cv, updated_at: '2026-05-02T09:00:00.000Z' });
    }),
  );
  return bodies;
}

// Node's File: the test environment's FormData (Node's own) takes only its own kind of file.
const pdf = (name = 'new-cv.pdf', bytes = 2048) => new NodeFile([new Uint8Array(bytes)], name, { type: 'application/pdf' }) as unknown as File;

describe('CareerProfilePage', () => {
  it('shows the CV, what the learner looks for and the skills that come from their labs, diplomas and internships', async () => {
    server.use(get('me/career-profile/', SKILLED));
    renderWithShell(<CareerProfilePage />);
    expect(await screen.findByText(/amina-cv\.pdf, 240 kB/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Your career profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download amina-cv.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Roles you are looking for' })).toHaveValue('Cloud engineer, DevOps engineer');
    expect(screen.getByRole('checkbox', { name: 'Remote' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hybrid' })).not.toBeChecked();
    const skills = screen.getByRole('region', { name: 'Your skills' });
    expect(within(skills).getByRole('link', { name: 'Files and permissions' })).toHaveAttribute('href', '/labs/linux-files-and-permissions');
    expect(within(skills).getByText(/Linux, completed on/)).toBeInTheDocument();
    expect(within(skills).getByRole('link', { name: 'Check the diploma for Cloud Engineer' })).toHaveAttribute(
      'href',
      '/diplomas/d1a2b3c4-0000-4000-8000-000000000001',
    );
    expect(within(skills).getByText('Linux operations internship')).toBeInTheDocument();
  });

  it('says what is missing when there is no CV and nothing completed yet', async () => {
    server.use(get('me/career-profile/', careerProfile()));
    renderWithShell(<CareerProfilePage />);
    expect(await screen.findByText('No CV yet. Employers receive it with each application, so you need one to apply.')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload your CV')).toHaveAccessibleDescription('A PDF of at most 5 MB.');
    expect(screen.getByText(/No lab completed yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the career paths' })).toHaveAttribute('href', '/career-paths');
    expect(screen.getByRole('link', { name: 'Ask for a diploma' })).toHaveAttribute('href', '/diploma-declaration');
  });

  it('saves what the learner writes, roles and places as lists, and keeps the CV', async () => {
    server.use(get('me/career-profile/', SKILLED));
    const bodies = saveProfile(SKILLED);
    renderWithShell(<CareerProfilePage />);
    const roles = await screen.findByRole('textbox', { name: 'Roles you are looking for' });
    await userEvent.clear(roles);
    await userEvent.type(roles, 'Lab author,  Mentor ,');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hybrid' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am open to relocating' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        headline: 'Junior cloud engineer',
        desired_roles: ['Lab author', 'Mentor'],
        locations: ['Karachi'],
        work_modes: ['remote', 'hybrid'],
        open_to_relocation: true,
        cv_upload_id: CV.id,
      },
    ]);
  });

  it('stops a headline over 160 characters before sending it', async () => {
    server.use(get('me/career-profile/', careerProfile()));
    const bodies = saveProfile(careerProfile());
    renderWithShell(<CareerProfilePage />);
    const headline = await screen.findByRole('textbox', { name: 'Headline' });
    await userEvent.click(headline);
    await userEvent.paste('x'.repeat(161));
    await userEvent.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(await screen.findByText('Keep the headline to 160 characters.')).toBeInTheDocument();
    expect(headline).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it("shows the API's refusal of a field on that field", async () => {
    server.use(get('me/career-profile/', careerProfile()));
    saveProfile(careerProfile(), {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'validation_error',
        field: 'locations.0',
        message: 'locations.0: must not contain control characters',
      },
    });
    renderWithShell(<CareerProfilePage />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Where you want to work' }), 'Lahore');
    await userEvent.click(screen.getByRole('button', { name: 'Save the profile' }));
    const locations = screen.getByRole('textbox', { name: 'Where you want to work' });
    expect(await screen.findByText('Must not contain control characters')).toBeInTheDocument();
    expect(locations).toHaveAccessibleDescription(expect.stringContaining('Must not contain control characters'));
  });

  it("uploads a CV and makes it the profile's", async () => {
    server.use(get('me/career-profile/', careerProfile()));
    const uploads: string[] = [];
    server.use(
      http.post(`${API}uploads/`, ({ request }) => {
        uploads.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json(
          {
            id: 'c0ffee00-0000-4000-8000-000000000002',
            purpose: 'cv',
            file_name: 'new-cv.pdf',
            media_type: 'application/pdf',
            size_bytes: 2048,
            sha256: 'a'.repeat(64),
            created_at: '2026-05-02T09:00:00.000Z',
          },
          { status: 201 },
        );
      }),
    );
    const bodies = saveProfile(careerProfile());
    renderWithShell(<CareerProfilePage />);
    await userEvent.upload(await screen.findByLabelText('Upload your CV'), pdf());
    expect(await screen.findByText('new-cv.pdf is uploaded.')).toBeInTheDocument();
    expect(uploads).toEqual(['Bearer access.token']);
    expect(bodies).toEqual([expect.objectContaining({ cv_upload_id: 'c0ffee00-0000-4000-8000-000000000002' })]);
    expect(await screen.findByRole('button', { name: 'Download new-cv.pdf' })).toBeInTheDocument();
    expect(screen.getByLabelText('Upload a new CV')).toBeInTheDocument();
  });

  it("shows the API's refusal of a file on the file field, and keeps the profile as it was", async () => {
    server.use(
      get('me/career-profile/', careerProfile()),
      http.post(`${API}uploads/`, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            code: 'validation_error',
            field: 'file',
            message: 'file: is a program, not a document: programs cannot be uploaded, whatever their name',
          },
          { status: 400 },
        ),
      ),
    );
    const bodies = saveProfile(careerProfile());
    renderWithShell(<CareerProfilePage />);
    const field = await screen.findByLabelText('Upload your CV');
    await userEvent.upload(field, pdf('cv.pdf'));
    expect(await screen.findByText('Is a program, not a document: programs cannot be uploaded, whatever their name')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('stops a file over 5 MB before sending it', async () => {
    server.use(get('me/career-profile/', careerProfile()));
    renderWithShell(<CareerProfilePage />);
    await userEvent.upload(await screen.findByLabelText('Upload your CV'), pdf('big.pdf', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('This file is larger than 5 MB: choose a smaller one.')).toBeInTheDocument();
  });

  it("is written in Arabic, lists joined with the Arabic comma, the file picker too (not the browser's own button)", async () => {
    server.use(get('me/career-profile/', SKILLED));
    await setLanguage('ar', { remember: false });
    try {
      renderWithShell(<CareerProfilePage />);
      expect(await screen.findByRole('heading', { level: 1, name: 'ملفك المهني' })).toBeInTheDocument();
      expect(await screen.findByRole('checkbox', { name: 'عن بُعد' })).toBeChecked();
      expect(screen.getByRole('textbox', { name: 'الأدوار التي تبحث عنها' })).toHaveValue('Cloud engineer، DevOps engineer');
      expect(screen.getByText('اختر ملفًا', { selector: 'label' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en', { remember: false }));
    }
  });
});
