import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { adminAreas } from '../../admin/admin-areas';
import { createImmigrationAdmin, immigrationAdmin } from './immigration.admin';
import { outbox, users } from '../accounts/accounts.schema';
import { OutboxMailer } from '../../mail/mailer';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';
import { learnerWithCase } from './testing/immigration-test-kit';

// Staff actions as `pnpm --filter @ilm/api admin immigration …` runs them, mailing through the
// API's outbox mailer, and what the learner then sees and receives.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quiet = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const admin = createImmigrationAdmin(async (db) => ({ mailer: new OutboxMailer(db, quiet), siteUrl: 'https://ilm.example' }));
const run = (action: string, ...args: string[]) => admin[action]!.run(t.database.db, args);
const detail = async (who: SignedUp, id: string) => (await t.app.inject({ method: 'GET', url: `/me/immigration/cases/${id}/`, headers: who.headers })).json();
const lastMailTo = async (email: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.createdAt)).limit(1))[0];
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000);
const NO_PROMISE = /guarantee|guaranteed|will be approved|we promise/i;

describe('admin immigration', () => {
  it('is registered as the immigration area of the admin command', () => {
    expect(Object.keys(adminAreas.immigration!).sort()).toEqual(['list', 'schedule', 'set-status']);
    expect(adminAreas.immigration).toBe(immigrationAdmin);
  });

  it("set-status puts the status and the note on the learner's timeline and mails them in English", async () => {
    const { who, caseId } = await learnerWithCase(t, signUp);
    const printed = await run('set-status', caseId, 'documents_requested', 'Please', 'attach', 'your', 'degree', 'certificate.');
    expect(printed).toBe(`Case ${caseId} is documents_requested; ${who.user.email} was mailed.`);
    const body = await detail(who, caseId);
    expect(body.status).toBe('documents_requested');
    expect(body.events.map((event: { status: string; note: string | null }) => [event.status, event.note])).toEqual([
      ['received', null],
      ['documents_requested', 'Please attach your degree certificate.'],
    ]);
    const mail = (await lastMailTo(who.user.email))!;
    expect(mail.subject).toBe('Your immigration-support case: Documents requested');
    expect(mail.body).toContain('Your immigration-support case is now: Documents requested.');
    expect(mail.body).toContain('Note from your advisor:\nPlease attach your degree certificate.');
    expect(mail.body).toContain('https://ilm.example/dashboard/immigration');
    expect(mail.body).toContain('we cannot promise any outcome');
    expect(mail.body).not.toMatch(NO_PROMISE);
  });

  it('mails a learner whose profile language is Arabic in Arabic, or Urdu in Urdu', async () => {
    for (const [language, subject, disclaimer] of [
      ['ar', 'ملف دعم الهجرة الخاص بك: قيد المراجعة', 'لا يمكننا أن نعد بأي نتيجة'],
      ['ur', 'آپ کا امیگریشن سپورٹ کیس: زیرِ جائزہ', 'کسی نتیجے کا وعدہ نہیں کر سکتے'],
    ] as const) {
      const { who, caseId } = await learnerWithCase(t, signUp);
      await t.database.db.update(users).set({ language }).where(eq(users.id, who.user.id));
      await run('set-status', caseId, 'in_review');
      const mail = (await lastMailTo(who.user.email))!;
      expect(mail.subject).toBe(subject);
      expect(mail.body).toContain(disclaimer);
      expect((await detail(who, caseId)).events[1]).toMatchObject({ status: 'in_review', note: null });
    }
  });

  it('set-status refuses an unknown status or case, and changes nothing', async () => {
    const { who, caseId } = await learnerWithCase(t, signUp);
    await expect(run('set-status', caseId, 'visa_granted')).rejects.toThrow('the status is one of: received, in_review');
    await expect(run('set-status', '6f1b2c3d-0000-4000-8000-000000000000', 'in_review')).rejects.toThrow('no immigration case');
    await expect(run('set-status', 'case-1', 'in_review')).rejects.toThrow('is not a case id');
    expect((await detail(who, caseId)).events).toHaveLength(1);
    expect(await lastMailTo(who.user.email)).toMatchObject({ subject: expect.not.stringContaining('immigration') });
  });

  it('schedule gives the consultation its time, moves the case, and mails the learner the time in UTC', async () => {
    const { who, caseId } = await learnerWithCase(t, signUp);
    const requested = await t.app.inject({
      method: 'POST',
      url: `/me/immigration/cases/${caseId}/consultation/`,
      headers: who.headers,
      payload: { availability: 'Weekday evenings, by video call.' },
    });
    const consultationId = requested.json().consultations[0].id;
    const at = inDays(10);
    at.setUTCHours(10, 0, 0, 0);
    const printed = await run('schedule', consultationId, at.toISOString());
    expect(printed).toBe(`Consultation ${consultationId} is scheduled at ${at.toISOString()}; ${who.user.email} was mailed.`);
    const body = await detail(who, caseId);
    expect(body.status).toBe('consultation_scheduled');
    expect(body.consultations[0]).toMatchObject({ status: 'scheduled', scheduled_at: at.toISOString() });
    expect(body.events.at(-1)).toMatchObject({ status: 'consultation_scheduled' });
    const mail = (await lastMailTo(who.user.email))!;
    expect(mail.subject).toBe('Your immigration-support consultation is scheduled');
    expect(mail.body).toContain(new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'long', timeZone: 'UTC' }).format(at));
    expect(mail.body).toContain('UTC');
    expect(await run('list')).toContain(`    consultation ${consultationId} scheduled at ${at.toISOString()}: Weekday evenings, by video call.`);
  });

  it('schedule refuses a time in the past, a time without its zone, and an unknown consultation', async () => {
    const { who, caseId } = await learnerWithCase(t, signUp);
    const requested = await t.app.inject({
      method: 'POST',
      url: `/me/immigration/cases/${caseId}/consultation/`,
      headers: who.headers,
      payload: { availability: 'Any morning, by phone.' },
    });
    const consultationId = requested.json().consultations[0].id;
    await expect(run('schedule', consultationId, '2020-01-06T10:00:00Z')).rejects.toThrow('is in the past');
    await expect(run('schedule', consultationId, '2099-01-06 10:00')).rejects.toThrow('is not an ISO date and time with its zone');
    await expect(run('schedule', '6f1b2c3d-0000-4000-8000-000000000000', '2099-01-06T10:00:00Z')).rejects.toThrow('no consultation');
    expect((await detail(who, caseId)).consultations[0]).toMatchObject({ status: 'requested', scheduled_at: null });
  });

  it('list shows each case with its status and learner', async () => {
    const { who, caseId } = await learnerWithCase(t, signUp);
    expect(await run('list')).toContain(`${caseId}  received  ${who.user.email}  documents:0`);
  });
});
