import { randomUUID } from 'node:crypto';
import { labCompletions } from '../../labs/instances.schema';
import { seedTestPaths } from '../../catalog/seed/test-paths';
import { signUp, type SignedUp, type TestApp } from '../../../testing/test-app';
import type { VerificationOptions } from '../verify';

/** The one-lab test path and its lab (seeded by each diploma test file: it is never in a normal start). */
export const SHORT_PATH = 'linux-first-steps';
export const SHORT_PATH_LAB = 'linux-files-and-permissions';

/** The settings diploma tests run with: a site whose host is the did:web. */
export const DIPLOMA_ENV = { PUBLIC_SITE_URL: 'https://ilm.example', PUBLIC_API_URL: 'https://api.ilm.example' };

export const seedShortPath = (t: TestApp) => seedTestPaths(t.database.db);

type Language = 'en' | 'ar' | 'ur';

/** Requests of one learner (or a visitor), in a language. */
export function client(t: TestApp, who: SignedUp | null, language: Language = 'en') {
  const headers = { ...(who?.headers ?? {}), 'accept-language': language };
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload }),
  };
}

/** Records labs as completed by the learner, as passing every check of them does. */
export async function completeLabs(t: TestApp, who: SignedUp, slugs: string[]): Promise<void> {
  await t.database.db
    .insert(labCompletions)
    .values(slugs.map((labSlug) => ({ userId: who.user.id, labSlug, instanceId: randomUUID() })))
    .onConflictDoNothing();
}

/** A valid diploma declaration body for a path. */
export function declaration(careerPathSlug: string, nameOnDiploma = 'Amina Khan', email = 'amina@example.com') {
  return {
    full_name: 'Amina Khan',
    email,
    country: 'PK',
    career_path_slug: careerPathSlug,
    name_on_diploma: nameOnDiploma,
    date_of_birth: '1996-04-12',
    declaration_accepted: true,
    signature: 'Amina Khan',
  };
}

/** A learner who completed the short path and sent its declaration signed in: the diploma is issued with the declaration. */
export async function learnerWithDiploma(t: TestApp, name = 'Amina Khan') {
  const who = await signUp(t.app);
  await completeLabs(t, who, [SHORT_PATH_LAB]);
  const declared = await client(t, who).post('/forms/diploma-declaration/', declaration(SHORT_PATH, name));
  if (declared.statusCode !== 201 || !declared.json().diploma_id) throw new Error(`no diploma: ${declared.statusCode} ${declared.body}`);
  const diploma = (await client(t, null).get(`/diplomas/${declared.json().diploma_id}/`)).json();
  return { who, diploma };
}

/** Verification against the app without a network: the keys and status list as the API serves them. */
export async function verifyingWithApp(t: TestApp): Promise<VerificationOptions> {
  const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
  return {
    jwks,
    loadStatusList: async (url) => (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).body,
  };
}
