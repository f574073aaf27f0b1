import { MENTOR_REVIEW_STATUSES, type InternshipStatus, type MentorReviewStatus } from '@ilm/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { internshipApplications, internshipCohorts, internshipProgrammes } from './internships.schema';
import { users } from '../accounts/accounts.schema';
import { completedLabs } from './internships.service';

/** A mentor's verdict on a capstone sent for review. */
export type ReviewVerdict = Extract<MentorReviewStatus, 'approved' | 'changes_requested'>;
/** The verdicts `admin internships review` takes. */
export const REVIEW_VERDICTS = MENTOR_REVIEW_STATUSES.filter((status): status is ReviewVerdict => status === 'approved' || status === 'changes_requested');

/** Why a staff action could not be done: the admin command prints the message. */
export class StaffRefusal extends Error {}

type ApplicationRow = typeof internshipApplications.$inferSelect;

async function application(db: Db, id: string): Promise<ApplicationRow & { capstoneLabSlugs: string[] }> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new StaffRefusal(`"${id}" is not an application id (a UUID)`);
  const [row] = await db
    .select({ application: internshipApplications, capstoneLabSlugs: internshipProgrammes.capstoneLabSlugs })
    .from(internshipApplications)
    .innerJoin(internshipCohorts, eq(internshipCohorts.id, internshipApplications.cohortId))
    .innerJoin(internshipProgrammes, eq(internshipProgrammes.slug, internshipCohorts.programmeSlug))
    .where(eq(internshipApplications.id, id));
  if (!row) throw new StaffRefusal(`no internship application ${id}`);
  return { ...row.application, capstoneLabSlugs: row.capstoneLabSlugs };
}

/** Accepts an application that is waiting (`applied` → `accepted`): the learner may then send the capstone. */
export async function acceptApplication(db: Db, id: string): Promise<ApplicationRow> {
  const current = await application(db, id);
  if (current.status !== 'applied') throw new StaffRefusal(`application ${id} is ${current.status}; only an application that is applied can be accepted`);
  const [row] = await db.update(internshipApplications).set({ status: 'accepted', updatedAt: new Date() }).where(eq(internshipApplications.id, id)).returning();
  return row!;
}

/** Declines an application that has not been completed (`not_selected`): its seat is given back. */
export async function declineApplication(db: Db, id: string): Promise<ApplicationRow> {
  const current = await application(db, id);
  const final: InternshipStatus[] = ['completed', 'not_selected', 'withdrawn'];
  if (final.includes(current.status)) throw new StaffRefusal(`application ${id} is already ${current.status}`);
  const [row] = await db
    .update(internshipApplications)
    .set({ status: 'not_selected', updatedAt: new Date() })
    .where(eq(internshipApplications.id, id))
    .returning();
  return row!;
}

/**
 * Records the mentor's review of a capstone sent for review, with an optional note for the learner.
 * Approved with every capstone lab completed, the internship is completed (it then counts towards
 * the career profile and the diploma); changes requested, the learner works on and sends it again.
 */
export async function reviewCapstone(db: Db, id: string, verdict: string, note?: string): Promise<{ row: ApplicationRow; missing: string[] }> {
  if (!(REVIEW_VERDICTS as string[]).includes(verdict)) throw new StaffRefusal(`the review is one of: ${REVIEW_VERDICTS.join(', ')}`);
  const current = await application(db, id);
  if (current.mentorReview !== 'pending') throw new StaffRefusal(`application ${id} has no capstone waiting for review (review: ${current.mentorReview})`);
  const done = await completedLabs(db, current.userId, current.capstoneLabSlugs);
  const missing = current.capstoneLabSlugs.filter((slug) => !done.has(slug));
  const completes = verdict === 'approved' && missing.length === 0;
  const now = new Date();
  const [row] = await db
    .update(internshipApplications)
    .set({
      mentorReview: verdict as ReviewVerdict,
      mentorNote: note?.trim() || null,
      updatedAt: now,
      ...(completes ? { status: 'completed' as const, completedAt: now } : {}),
    })
    .where(eq(internshipApplications.id, id))
    .returning();
  return { row: row!, missing };
}

/** Every application, newest first, with the learner's e-mail and the programme and cohort. */
export async function listApplications(db: Db) {
  return db
    .select({
      id: internshipApplications.id,
      status: internshipApplications.status,
      mentorReview: internshipApplications.mentorReview,
      email: users.email,
      programme: internshipCohorts.programmeSlug,
      startsOn: internshipCohorts.startsOn,
      createdAt: internshipApplications.createdAt,
    })
    .from(internshipApplications)
    .innerJoin(internshipCohorts, eq(internshipCohorts.id, internshipApplications.cohortId))
    .innerJoin(users, eq(users.id, internshipApplications.userId))
    .orderBy(desc(internshipApplications.createdAt))
    .limit(500);
}
