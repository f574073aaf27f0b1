import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { IMMIGRATION_CASE_MAX_DOCUMENTS } from '@ilm/contract';
import { immigrationCases, immigrationConsultations } from './immigration.schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';
import { learnerWithCase, sendCif, uploadRow } from './testing/immigration-test-kit';

// Immigration cases on the real database, opened the way a learner opens one: the CIF sent signed in.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cases = async (who: SignedUp) => (await t.app.inject({ method: 'GET', url: '/me/immigration/cases/', headers: who.headers })).json();
const detail = (who: SignedUp, id: string) => t.app.inject({ method: 'GET', url: `/me/immigration/cases/${id}/`, headers: who.headers });
const attach = (who: SignedUp, id: string, payload: object, language = 'en') =>
  t.app.inject({ method: 'POST', url: `/me/immigration/cases/${id}/documents/`, headers: { ...who.headers, 'accept-language': language }, payload });
const detach = (who: SignedUp, id: string, uploadId: string) =>
  t.app.inject({ method: 'DELETE', url: `/me/immigration/cases/${id}/documents/${uploadId}/`, headers: who.headers });
const consult = (who: SignedUp, id: string, availability: string) =>
  t.app.inject({ method: 'POST', url: `/me/immigration/cases/${id}/consultation/`, headers: who.headers, payload: { availability } });
const withCase = () => learnerWithCase(t, signUp);

describe('the CIF opens a case', () => {
  it("a signed-in learner's CIF opens a case whose timeline starts with received", async () => {
    const who = await signUp(t.app);
    const sent = await sendCif(t, who);
    const list = await cases(who);
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ status: 'received', destination_country: null });
    const [row] = await t.database.db.select().from(immigrationCases).where(eq(immigrationCases.id, list.results[0].id));
    expect(row!.cifSubmissionId).toBe(sent.id);
    const body = (await detail(who, list.results[0].id)).json();
    expect(body.events).toEqual([{ status: 'received', note: null, created_at: expect.any(String) }]);
    expect(body).toMatchObject({ documents: [], consultations: [] });
  });

  it('opens one case per submission: the same submission again gives the same case', async () => {
    const who = await signUp(t.app);
    const sent = await sendCif(t, who);
    const [first] = (await cases(who)).results;
    expect(await t.app.services.immigration.openFromCif(who.user.id, sent.id)).toBe(first.id);
    expect((await cases(who)).count).toBe(1);
    expect((await t.database.db.select().from(immigrationCases).where(eq(immigrationCases.cifSubmissionId, sent.id))).length).toBe(1);
  });

  it('a CIF that does not ask for immigration support opens no case', async () => {
    const who = await signUp(t.app);
    await sendCif(t, who, { interested_in: ['job_placement', 'diploma'] });
    expect(await cases(who)).toEqual({ count: 0, results: [] });
  });

  it("a visitor's CIF, and a CIF caught by the spam trap, open no case", async () => {
    const before = (await t.database.db.select().from(immigrationCases)).length;
    await sendCif(t, null);
    const who = await signUp(t.app);
    await sendCif(t, who, { website: 'https://spam.example' });
    expect((await t.database.db.select().from(immigrationCases)).length).toBe(before);
    expect(await cases(who)).toEqual({ count: 0, results: [] });
  });
});

describe("a learner's own cases only", () => {
  it("answers 404 for another learner's case, as for an unknown one, on every route", async () => {
    const { caseId } = await withCase();
    const other = await signUp(t.app);
    const otherUpload = await uploadRow(t, other);
    expect(await cases(other)).toEqual({ count: 0, results: [] });
    for (const response of [
      await detail(other, caseId),
      await attach(other, caseId, { upload_id: otherUpload, label: 'Passport' }),
      await detach(other, caseId, otherUpload),
      await consult(other, caseId, 'Weekdays after 5 pm, by phone.'),
      await detail(other, randomUUID()),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Immigration case was not found.');
    }
  });

  it('answers 401 without a token', async () => {
    const { caseId } = await withCase();
    expect((await t.app.inject({ method: 'GET', url: `/me/immigration/cases/${caseId}/` })).statusCode).toBe(401);
  });
});

describe('documents', () => {
  it('live under me/immigration/cases/ with the rest of the case: the path outside me/ is not a route', async () => {
    const { who, caseId } = await withCase();
    const uploadId = await uploadRow(t, who);
    const outside = await t.app.inject({
      method: 'POST',
      url: `/immigration/cases/${caseId}/documents/`,
      headers: who.headers,
      payload: { upload_id: uploadId, label: 'Passport' },
    });
    expect(outside.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/immigration/cases/${caseId}/documents/${uploadId}/`, headers: who.headers })).statusCode).toBe(404);
    expect((await detail(who, caseId)).json().documents).toEqual([]);
    expect((await attach(who, caseId, { upload_id: uploadId, label: 'Passport' })).statusCode).toBe(201);
  });

  it("attaches the learner's immigration document with its label, name, type and size, and detaches it", async () => {
    const { who, caseId } = await withCase();
    const uploadId = await uploadRow(t, who, { name: 'passport-scan.png', mediaType: 'image/png', size: 120_000 });
    const attached = await attach(who, caseId, { upload_id: uploadId, label: '  Passport  ' });
    expect(attached.statusCode).toBe(201);
    expect(attached.json().documents).toEqual([
      { upload_id: uploadId, label: 'Passport', name: 'passport-scan.png', media_type: 'image/png', size_bytes: 120_000, created_at: expect.any(String) },
    ]);
    const removed = await detach(who, caseId, uploadId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().documents).toEqual([]);
    const again = await detach(who, caseId, uploadId);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This document is not attached to the case.');
  });

  it("refuses another learner's upload and a CV on the upload_id field, in the request language", async () => {
    const { who, caseId } = await withCase();
    const theirs = await uploadRow(t, await signUp(t.app));
    const refused = await attach(who, caseId, { upload_id: theirs, label: 'Passport' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'upload_id', message: 'upload_id: is not a file you uploaded' });
    expect((await attach(who, caseId, { upload_id: randomUUID(), label: 'Passport' }, 'ar')).json().message).toBe('upload_id: ليس مستندًا رفعته أنت');
    const cv = await uploadRow(t, who, { purpose: 'cv', name: 'cv.pdf' });
    expect((await attach(who, caseId, { upload_id: cv, label: 'CV' })).json()).toMatchObject({
      field: 'upload_id',
      message: 'upload_id: was not uploaded as an immigration document',
    });
    expect((await detail(who, caseId)).json().documents).toEqual([]);
  });

  it('refuses an empty or too long label, and the same file twice (409)', async () => {
    const { who, caseId } = await withCase();
    const uploadId = await uploadRow(t, who);
    for (const label of ['', '   ', 'x'.repeat(81)]) expect((await attach(who, caseId, { upload_id: uploadId, label })).json().field).toBe('label');
    expect((await attach(who, caseId, { upload_id: uploadId, label: 'Degree' })).statusCode).toBe(201);
    const twice = await attach(who, caseId, { upload_id: uploadId, label: 'Degree again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('document_attached');
  });

  it(`holds at most ${IMMIGRATION_CASE_MAX_DOCUMENTS} documents`, async () => {
    const { who, caseId } = await withCase();
    for (let index = 0; index < IMMIGRATION_CASE_MAX_DOCUMENTS; index += 1) {
      expect((await attach(who, caseId, { upload_id: await uploadRow(t, who), label: `Page ${index + 1}` })).statusCode).toBe(201);
    }
    const over = await attach(who, caseId, { upload_id: await uploadRow(t, who), label: 'One more' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'too_many_documents',
      message: `A case holds at most ${IMMIGRATION_CASE_MAX_DOCUMENTS} documents. Remove one before adding another.`,
    });
    expect((await detail(who, caseId)).json().documents).toHaveLength(IMMIGRATION_CASE_MAX_DOCUMENTS);
  });

  it('takes a file sent to POST uploads/ as an immigration document', async () => {
    const { who, caseId } = await withCase();
    const boundary = '----ilm-immigration-test';
    const pdf = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nimmigration_document\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="degree.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf}\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/uploads/',
      headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const attached = await attach(who, caseId, { upload_id: uploaded.json().id, label: 'Degree certificate' });
    expect(attached.json().documents[0]).toMatchObject({ name: 'degree.pdf', media_type: 'application/pdf', size_bytes: Buffer.byteLength(pdf) });
  });

  it('refuses documents and consultations on a closed case (409 case_closed)', async () => {
    const { who, caseId } = await withCase();
    await t.database.db.update(immigrationCases).set({ status: 'closed' }).where(eq(immigrationCases.id, caseId));
    expect((await attach(who, caseId, { upload_id: await uploadRow(t, who), label: 'Passport' })).json().code).toBe('case_closed');
    expect((await consult(who, caseId, 'Weekdays after 5 pm, by phone.')).json().code).toBe('case_closed');
  });
});

describe('consultation requests', () => {
  it('takes one open request at a time: a second answers 409 until the first has taken place', async () => {
    const { who, caseId } = await withCase();
    const first = await consult(who, caseId, 'Weekdays after 5 pm Gulf time, by phone or video call.');
    expect(first.statusCode).toBe(201);
    expect(first.json().consultations).toEqual([
      {
        id: expect.any(String),
        availability: 'Weekdays after 5 pm Gulf time, by phone or video call.',
        status: 'requested',
        scheduled_at: null,
        created_at: expect.any(String),
      },
    ]);
    const second = await consult(who, caseId, 'Saturday mornings.');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'consultation_open' });
    await t.database.db.update(immigrationConsultations).set({ status: 'done' }).where(eq(immigrationConsultations.id, first.json().consultations[0].id));
    expect((await consult(who, caseId, 'Saturday mornings, by video call.')).statusCode).toBe(201);
  });

  it('refuses an availability too short (spaces do not count) or too long', async () => {
    const { who, caseId } = await withCase();
    for (const availability of ['Soon', `   ab${' '.repeat(20)}`, 'x'.repeat(501)]) {
      const response = await consult(who, caseId, availability);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('availability');
    }
  });
});
