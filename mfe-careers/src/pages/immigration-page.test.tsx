import { File as NodeFile } from 'node:buffer';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import ImmigrationPage from './immigration-page';
import { CASE_ID, caseSummary, immigrationCase, UPLOAD_ID } from '../features/immigration/immigration.fixtures';
import type { ImmigrationCase } from '../features/immigration/immigration.api';
import { API, get, list, server, signIn, setupMockApi } from '../testing/mock-api';

setupMockApi();
beforeEach(() => signIn());

const NEW_UPLOAD = '8f9a0b10-1111-4222-8333-444455556666';
const DISCLAIMER = 'Visa and immigration decisions are made by the authorities of each country. We help you prepare; we cannot promise any outcome.';
const when = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * A file as a browser hands it over. Node's own File: the page's FormData is Node's (jest-fixed-jsdom),
 * and only a File of the same realm travels in it as a file.
 */
const pdf = (name = 'degree.pdf', bytes = 2048) => new NodeFile([new Uint8Array(bytes)], name, { type: 'application/pdf' }) as unknown as File;

/** The learner's one case, answered as `current()` says at each request. */
function oneCase(current: () => ImmigrationCase = () => immigrationCase()) {
  server.use(
    get('me/immigration/cases/', list([caseSummary()])),
    http.get(`${API}me/immigration/cases/${CASE_ID}/`, () => HttpResponse.json(current())),
  );
}

const region = (name: string) => screen.findByRole('region', { name });

describe('ImmigrationPage', () => {
  it('without a case, says how to open one: the candidate information form, signed in', async () => {
    server.use(get('me/immigration/cases/', list([])));
    renderWithShell(<ImmigrationPage />);
    const none = await region('You have no immigration case yet');
    expect(none).toHaveTextContent('A case opens when you send the candidate information form while signed in, with immigration support ticked.');
    expect(none).toHaveTextContent(DISCLAIMER);
    expect(within(none).getByRole('link', { name: 'Fill in the candidate information form' })).toHaveAttribute('href', '/cif-form');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the case as a timeline of statuses with their dates and notes, and what happens next', async () => {
    oneCase();
    renderWithShell(<ImmigrationPage />);
    expect(await region('Your case')).toHaveTextContent('Documents requested');
    const timeline = await region('Where your case stands');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual(['Received', 'In review', 'Documents requested']);
    expect(steps[0]).toHaveTextContent(when('2026-01-05T10:00:00.000Z'));
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(within(steps[2]!).getByText('Note from your advisor').closest('figure')).toHaveTextContent('Please attach your degree certificate.');
    const next = await region('What happens next');
    expect(next).toHaveTextContent("Attach the documents your advisor's note asks for, below.");
    expect(next).toHaveTextContent(DISCLAIMER);
    expect(next).not.toHaveTextContent(/guarantee/i);
  });

  it('lists the documents with label, file name, type and size, and states the accepted types and size before a file is chosen', async () => {
    oneCase();
    renderWithShell(<ImmigrationPage />);
    const documents = await region('Documents');
    expect(within(documents).getByRole('listitem')).toHaveTextContent('Passportpassport-scan.pdf · PDF, 240 kB');
    expect(within(documents).getByLabelText('File')).toHaveAccessibleDescription(
      'PDF, JPEG, or PNG, at most 5 MB. The type is read from the file itself, not from its name.',
    );
    expect(within(documents).getByLabelText('File')).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
  });

  it('uploads the file as an immigration document, then attaches it with its label', async () => {
    let current = immigrationCase();
    const uploads: { purpose: unknown; name: string; size: number }[] = [];
    const attached: unknown[] = [];
    oneCase(() => current);
    server.use(
      http.post(`${API}uploads/`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        uploads.push({ purpose: form.get('purpose'), name: file.name, size: file.size });
        return HttpResponse.json(
          {
            id: NEW_UPLOAD,
            purpose: 'immigration_document',
            file_name: file.name,
            media_type: 'application/pdf',
            size_bytes: file.size,
            sha256: 'a'.repeat(64),
            created_at: '2026-01-09T10:00:00.000Z',
          },
          { status: 201 },
        );
      }),
      http.post(`${API}me/immigration/cases/${CASE_ID}/documents/`, async ({ request }) => {
        attached.push(await request.json());
        current = immigrationCase({
          documents: [
            ...immigrationCase().documents,
            {
              upload_id: NEW_UPLOAD,
              label: 'Degree certificate',
              name: 'degree.pdf',
              media_type: 'application/pdf',
              size_bytes: 2048,
              created_at: '2026-01-09T10:00:00.000Z',
            },
          ],
        });
        return HttpResponse.json(current, { status: 201 });
      }),
    );
    renderWithShell(<ImmigrationPage />);
    const documents = await region('Documents');
    await userEvent.type(within(documents).getByRole('textbox', { name: 'What is this document?' }), 'Degree certificate');
    await userEvent.upload(within(documents).getByLabelText('File'), pdf());
    await userEvent.click(within(documents).getByRole('button', { name: 'Attach the document' }));
    expect(await within(documents).findByRole('status')).toHaveTextContent('Degree certificate is attached to your case.');
    expect(uploads).toEqual([{ purpose: 'immigration_document', name: 'degree.pdf', size: 2048 }]);
    expect(attached).toEqual([{ upload_id: NEW_UPLOAD, label: 'Degree certificate' }]);
    expect(
      within(documents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Passportpassport-scan.pdf · PDF, 240 kBRemove', 'Degree certificatedegree.pdf · PDF, 2 kBRemove']);
    expect(within(documents).getByRole('textbox', { name: 'What is this document?' })).toHaveValue('');
  });

  it("shows the API's refusal of the file on the file field, and attaches nothing", async () => {
    oneCase();
    const attached: unknown[] = [];
    server.use(
      http.post(`${API}uploads/`, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            code: 'validation_error',
            field: 'file',
            message: 'file: is a program, not a document: programs cannot be uploaded, whatever their name',
          },
          { status: 400 },
        ),
      ),
      http.post(`${API}me/immigration/cases/${CASE_ID}/documents/`, () => {
        attached.push(true);
        return HttpResponse.json(immigrationCase(), { status: 201 });
      }),
    );
    renderWithShell(<ImmigrationPage />);
    const documents = await region('Documents');
    await userEvent.type(within(documents).getByRole('textbox', { name: 'What is this document?' }), 'Passport');
    await userEvent.upload(within(documents).getByLabelText('File'), pdf('passport.pdf.exe'));
    await userEvent.click(within(documents).getByRole('button', { name: 'Attach the document' }));
    const file = within(documents).getByLabelText('File');
    expect(await within(documents).findByText('is a program, not a document: programs cannot be uploaded, whatever their name')).toBeInTheDocument();
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(file).toHaveAccessibleDescription(expect.stringContaining('is a program, not a document'));
    expect(file).toHaveFocus();
    expect(attached).toEqual([]);
  });

  it('refuses a file over 5 MB and a missing label or file before sending anything', async () => {
    oneCase();
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}uploads/`, () => {
        sent.push(true);
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderWithShell(<ImmigrationPage />);
    const documents = await region('Documents');
    await userEvent.click(within(documents).getByRole('button', { name: 'Attach the document' }));
    expect(within(documents).getByText('Say what the document is.')).toBeInTheDocument();
    expect(within(documents).getByText('Choose a file.')).toBeInTheDocument();
    await userEvent.type(within(documents).getByRole('textbox', { name: 'What is this document?' }), 'Transcript');
    await userEvent.upload(within(documents).getByLabelText('File'), pdf('transcript.pdf', 5 * 1024 * 1024 + 1));
    await userEvent.click(within(documents).getByRole('button', { name: 'Attach the document' }));
    expect(within(documents).getByLabelText('File')).toHaveAccessibleDescription(
      expect.stringContaining('This file is larger than 5 MB. Choose a smaller file.'),
    );
    expect(sent).toEqual([]);
  });

  it('deletes the upload again when the case refuses it, and shows why on the file field', async () => {
    oneCase();
    const deleted: string[] = [];
    server.use(
      http.post(`${API}uploads/`, () =>
        HttpResponse.json(
          {
            id: NEW_UPLOAD,
            purpose: 'immigration_document',
            file_name: 'x.pdf',
            media_type: 'application/pdf',
            size_bytes: 10,
            sha256: 'a'.repeat(64),
            created_at: '2026-01-09T10:00:00.000Z',
          },
          { status: 201 },
        ),
      ),
      http.post(`${API}me/immigration/cases/${CASE_ID}/documents/`, () =>
        HttpResponse.json(
          { statusCode: 400, code: 'validation_error', field: 'upload_id', message: 'upload_id: was not uploaded as an immigration document' },
          { status: 400 },
        ),
      ),
      http.delete(`${API}uploads/:id/`, ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithShell(<ImmigrationPage />);
    const documents = await region('Documents');
    await userEvent.type(within(documents).getByRole('textbox', { name: 'What is this document?' }), 'Passport');
    await userEvent.upload(within(documents).getByLabelText('File'), pdf());
    await userEvent.click(within(documents).getByRole('button', { name: 'Attach the document' }));
    expect(await within(documents).findByText('was not uploaded as an immigration document')).toBeInTheDocument();
    expect(deleted).toEqual([NEW_UPLOAD]);
  });

  it('removes a document from the case, then deletes its file', async () => {
    let current = immigrationCase();
    const calls: string[] = [];
    oneCase(() => current);
    server.use(
      http.delete(`${API}me/immigration/cases/${CASE_ID}/documents/${UPLOAD_ID}/`, () => {
        calls.push('detach');
        current = immigrationCase({ documents: [] });
        return HttpResponse.json(current);
      }),
      http.delete(`${API}uploads/${UPLOAD_ID}/`, () => {
        calls.push('delete');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithShell(<ImmigrationPage />);
    const documents = await region('Documents');
    await userEvent.click(within(documents).getByRole('button', { name: 'Remove Passport' }));
    expect(await within(documents).findByText('No document attached yet.')).toBeInTheDocument();
    expect(calls).toEqual(['detach', 'delete']);
  });

  it('requests a consultation with the availability given, then shows it as requested with no second form', async () => {
    let current = immigrationCase();
    const bodies: unknown[] = [];
    oneCase(() => current);
    server.use(
      http.post(`${API}me/immigration/cases/${CASE_ID}/consultation/`, async ({ request }) => {
        const body = (await request.json()) as { availability: string };
        bodies.push(body);
        current = immigrationCase({
          consultations: [{ id: 'c1', availability: body.availability, status: 'requested', scheduled_at: null, created_at: '2026-01-09T10:00:00.000Z' }],
        });
        return HttpResponse.json(current, { status: 201 });
      }),
    );
    renderWithShell(<ImmigrationPage />);
    const consultation = await region('Consultation');
    const field = within(consultation).getByRole('textbox', { name: 'When and how can we reach you?' });
    await userEvent.type(field, 'Soon');
    await userEvent.click(within(consultation).getByRole('button', { name: 'Request a consultation' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Write at least 10 characters'));
    expect(bodies).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, 'Weekday evenings, by video call.');
    await userEvent.click(within(consultation).getByRole('button', { name: 'Request a consultation' }));
    expect(await within(consultation).findByRole('status')).toHaveTextContent('Your request was sent.');
    expect(bodies).toEqual([{ availability: 'Weekday evenings, by video call.' }]);
    expect(within(consultation).getByRole('listitem')).toHaveTextContent('Requested');
    expect(within(consultation).getByRole('listitem')).toHaveTextContent('Weekday evenings, by video call.');
    expect(within(consultation).queryByRole('button', { name: 'Request a consultation' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal of a consultation request, keeping what was typed", async () => {
    oneCase();
    server.use(
      http.post(`${API}me/immigration/cases/${CASE_ID}/consultation/`, () =>
        HttpResponse.json(
          { statusCode: 409, code: 'consultation_open', message: 'You already have an open consultation request on this case.' },
          { status: 409 },
        ),
      ),
    );
    renderWithShell(<ImmigrationPage />);
    const consultation = await region('Consultation');
    const field = within(consultation).getByRole('textbox', { name: 'When and how can we reach you?' });
    await userEvent.type(field, 'Saturday mornings, by phone.');
    await userEvent.click(within(consultation).getByRole('button', { name: 'Request a consultation' }));
    expect(await within(consultation).findByRole('alert')).toHaveTextContent('You already have an open consultation request on this case.');
    expect(field).toHaveValue('Saturday mornings, by phone.');
  });

  it('shows a scheduled consultation with its time; a closed case takes no document or request', async () => {
    oneCase(() =>
      immigrationCase({
        status: 'closed',
        consultations: [
          { id: 'c1', availability: 'Evenings.', status: 'scheduled', scheduled_at: '2026-02-02T10:00:00.000Z', created_at: '2026-01-09T10:00:00.000Z' },
        ],
      }),
    );
    renderWithShell(<ImmigrationPage />);
    const consultation = await region('Consultation');
    expect(within(consultation).getByRole('listitem')).toHaveTextContent(`Scheduled for ${when('2026-02-02T10:00:00.000Z')}`);
    expect(consultation).toHaveTextContent('Consultations cannot be requested on a closed case.');
    const documents = await region('Documents');
    expect(documents).toHaveTextContent('Documents cannot be added to a closed case.');
    expect(within(documents).queryByLabelText('File')).not.toBeInTheDocument();
    expect(await region('What happens next')).toHaveTextContent('This case is closed.');
  });

  it('lets a learner with several cases choose which one to see', async () => {
    const older = '5c7d9e10-1111-4222-8333-000000000001';
    server.use(
      get('me/immigration/cases/', list([caseSummary(), caseSummary({ id: older, status: 'closed', created_at: '2025-06-01T10:00:00.000Z' })])),
      get(`me/immigration/cases/${CASE_ID}/`, immigrationCase()),
      get(
        `me/immigration/cases/${older}/`,
        immigrationCase({
          id: older,
          status: 'closed',
          events: [{ status: 'closed', note: 'Closed at your request.', created_at: '2025-07-01T10:00:00.000Z' }],
        }),
      ),
    );
    renderWithShell(<ImmigrationPage />);
    const choice = await screen.findByRole('combobox', { name: 'Case' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([`Opened on ${when('2026-01-05T10:00:00.000Z')}: Documents requested`, `Opened on ${when('2025-06-01T10:00:00.000Z')}: Closed`]);
    await userEvent.selectOptions(choice, older);
    expect(await screen.findByText('Closed at your request.')).toBeInTheDocument();
  });

  it('speaks Arabic: the page, its sections and what it cannot promise', async () => {
    oneCase();
    await setLanguage('ar', { remember: false });
    try {
      renderWithShell(<ImmigrationPage />);
      expect(await screen.findByRole('heading', { level: 1, name: 'دعم الهجرة' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name: 'أين وصل ملفك' })).toBeInTheDocument();
      expect(screen.getByText('قرارات التأشيرات والهجرة تتخذها سلطات كل بلد. نحن نساعدك على الاستعداد، ولا يمكننا أن نعد بأي نتيجة.')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en', { remember: false }));
    }
  });
});
