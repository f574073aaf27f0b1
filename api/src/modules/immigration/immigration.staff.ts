import { IMMIGRATION_CASE_STATUSES, OPEN_CONSULTATION_STATUSES, type ImmigrationCaseStatus, type LanguageCode } from '@ilm/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { immigrationCaseEvents, immigrationCases, immigrationConsultations } from './immigration.schema';
import { users } from '../accounts/accounts.schema';
import type { Mailer } from '../../mail/mailer';
import { say } from './immigration.messages';

/** What staff actions need besides the database: the mailer, and the site the mails link to. */
export interface StaffContext {
  mailer: Mailer;
  siteUrl: string;
}

/** Why a staff action could not be done: the admin command prints the message. */
export class StaffRefusal extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const caseLink = (siteUrl: string) => `${siteUrl}/dashboard/immigration`;

async function learnerOf(db: Db, caseId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language, caseId: immigrationCases.id })
    .from(immigrationCases)
    .innerJoin(users, eq(users.id, immigrationCases.userId))
    .where(eq(immigrationCases.id, caseId));
  return row;
}

/** A mail ends with what we can and cannot do: decisions belong to each country's authorities. */
const withDisclaimer = (language: LanguageCode, ...parts: string[]) => [...parts, say(language, 'mail_immigration_disclaimer')].join('\n\n');

/**
 * Moves a case to `status` with an optional note for the learner (a new event on their timeline),
 * and mails the learner the new status and note in their language.
 */
export async function setCaseStatus(db: Db, context: StaffContext, caseId: string, status: string, note?: string) {
  if (!UUID.test(caseId)) throw new StaffRefusal(`"${caseId}" is not a case id (a UUID)`);
  if (!(IMMIGRATION_CASE_STATUSES as readonly string[]).includes(status))
    throw new StaffRefusal(`the status is one of: ${IMMIGRATION_CASE_STATUSES.join(', ')}`);
  const learner = await learnerOf(db, caseId);
  if (!learner) throw new StaffRefusal(`no immigration case ${caseId}`);
  const text = note?.trim() || null;
  await db.transaction(async (tx) => {
    await tx
      .update(immigrationCases)
      .set({ status: status as ImmigrationCaseStatus, updatedAt: new Date() })
      .where(eq(immigrationCases.id, caseId));
    await tx.insert(immigrationCaseEvents).values({ caseId, status: status as ImmigrationCaseStatus, note: text });
  });
  const language = learner.language ?? 'en';
  const statusWords = say(language, 'immigration_status', { status: status as ImmigrationCaseStatus });
  const body = say(language, 'mail_immigration_status_body', { name: learner.firstName, status: statusWords, link: caseLink(context.siteUrl) });
  await context.mailer.send({
    to: learner.email,
    subject: say(language, 'mail_immigration_status_subject', { status: statusWords }),
    text: text ? withDisclaimer(language, body, say(language, 'mail_immigration_note', { note: text })) : withDisclaimer(language, body),
  });
  return { caseId, status, email: learner.email };
}

/**
 * Schedules a consultation the learner asked for (or moves it): the consultation gets its time,
 * the case moves to `consultation_scheduled`, and the learner is mailed the time in their language.
 */
export async function scheduleConsultation(db: Db, context: StaffContext, consultationId: string, when: string) {
  if (!UUID.test(consultationId)) throw new StaffRefusal(`"${consultationId}" is not a consultation id (a UUID)`);
  // A date and a time with its offset (or Z): a bare date or a time without a zone would be read in the server's zone.
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(when) ? new Date(when) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw new StaffRefusal(`"${when}" is not an ISO date and time with its zone, e.g. 2026-03-02T10:00:00Z`);
  if (at.getTime() <= Date.now()) throw new StaffRefusal(`${at.toISOString()} is in the past`);
  const [consultation] = await db.select().from(immigrationConsultations).where(eq(immigrationConsultations.id, consultationId));
  if (!consultation) throw new StaffRefusal(`no consultation ${consultationId}`);
  if (consultation.status !== 'requested' && consultation.status !== 'scheduled')
    throw new StaffRefusal(`consultation ${consultationId} is ${consultation.status}`);
  await db.transaction(async (tx) => {
    await tx.update(immigrationConsultations).set({ status: 'scheduled', scheduledAt: at }).where(eq(immigrationConsultations.id, consultationId));
    await tx.update(immigrationCases).set({ status: 'consultation_scheduled', updatedAt: new Date() }).where(eq(immigrationCases.id, consultation.caseId));
    await tx.insert(immigrationCaseEvents).values({ caseId: consultation.caseId, status: 'consultation_scheduled' });
  });
  const learner = (await learnerOf(db, consultation.caseId))!;
  const language = learner.language ?? 'en';
  // The learner's own time zone is unknown here: the time is written in UTC, and says so.
  const whenWords = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'long', timeZone: 'UTC' }).format(at);
  await context.mailer.send({
    to: learner.email,
    subject: say(language, 'mail_immigration_consultation_subject'),
    text: withDisclaimer(
      language,
      say(language, 'mail_immigration_consultation_body', { name: learner.firstName, when: whenWords, link: caseLink(context.siteUrl) }),
    ),
  });
  return { consultationId, caseId: consultation.caseId, scheduledAt: at, email: learner.email };
}

/** Every case, newest first, with the learner, how many documents it holds, and its open consultation requests. */
export async function listCases(db: Db) {
  const cases = await db
    .select({
      id: immigrationCases.id,
      status: immigrationCases.status,
      email: users.email,
      createdAt: immigrationCases.createdAt,
      updatedAt: immigrationCases.updatedAt,
      documents: sql<number>`(select count(*)::int from immigration_case_documents d where d.case_id = ${immigrationCases.id})`,
    })
    .from(immigrationCases)
    .innerJoin(users, eq(users.id, immigrationCases.userId))
    .orderBy(desc(immigrationCases.updatedAt))
    .limit(500);
  const open =
    cases.length === 0
      ? []
      : await db
          .select()
          .from(immigrationConsultations)
          .where(
            and(
              inArray(
                immigrationConsultations.caseId,
                cases.map((row) => row.id),
              ),
              inArray(immigrationConsultations.status, [...OPEN_CONSULTATION_STATUSES]),
            ),
          );
  return cases.map((row) => ({ ...row, consultations: open.filter((consultation) => consultation.caseId === row.id) }));
}
