import { randomUUID } from 'node:crypto';
import type { UploadPurpose } from '@ilm/contract';
import { uploads } from '../../uploads/uploads.schema';
import type { SignedUp, TestApp } from '../../../testing/test-app';

/** A candidate information form that passes validation. */
export const CIF = {
  first_name: 'Sara',
  last_name: 'Malik',
  email: 'sara@example.com',
  telephone: '+971501234567',
  country: 'AE',
  date_of_birth: '1996-04-12',
  education_level: 'bachelor',
  field_of_study: 'Computer Science',
  years_of_experience: 3,
  interested_in: ['immigration_support', 'job_placement'],
};

/** Sends the CIF, signed in as `who` (or as a visitor), and answers the submission. */
export async function sendCif(t: TestApp, who: SignedUp | null, extra: Record<string, unknown> = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/forms/cif/', headers: { ...who?.headers }, payload: { ...CIF, ...extra } });
  if (response.statusCode !== 201) throw new Error(`CIF refused: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string };
}

/** A learner who sent the CIF signed in, and the case it opened. */
export async function learnerWithCase(t: TestApp, signUp: (app: TestApp['app']) => Promise<SignedUp>) {
  const who = await signUp(t.app);
  await sendCif(t, who);
  const list = (await t.app.inject({ method: 'GET', url: '/me/immigration/cases/', headers: who.headers })).json();
  return { who, caseId: list.results[0].id as string };
}

/** An upload row as `POST uploads/` leaves one (the file itself is not needed to attach it). */
export async function uploadRow(
  t: TestApp,
  who: SignedUp,
  { purpose = 'immigration_document' as UploadPurpose, name = 'passport.pdf', mediaType = 'application/pdf', size = 48_213 } = {},
) {
  const [row] = await t.database.db
    .insert(uploads)
    .values({ userId: who.user.id, purpose, originalName: name, storedName: randomUUID(), mediaType, sizeBytes: size, sha256: '0'.repeat(64) })
    .returning();
  return row!.id;
}
