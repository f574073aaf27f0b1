import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { diplomas } from '../diplomas/diplomas.schema';
import { internshipApplications, internshipCohorts, internshipProgrammes } from '../internships/internships.schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';
import { samples, upload } from '../uploads/testing/upload-test-kit';
import { completeLabs } from './testing/jobs-test-kit';

// The career profile on the real database: what the learner writes is validated field by field; what
// they have shown comes from lab completions, diplomas and internships, never from the body.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PROFILE = {
  headline: '  Junior cloud engineer, Linux and AWS  ',
  desired_roles: ['Cloud engineer', ' cloud engineer ', 'DevOps engineer'],
  locations: ['Karachi', 'Remote'],
  work_modes: ['remote', 'hybrid'],
  open_to_relocation: true,
  cv_upload_id: null as string | null,
};

const get = (who: SignedUp, language = 'en') =>
  t.app.inject({ method: 'GET', url: '/me/career-profile/', headers: { ...who.headers, 'accept-language': language } });
const put = (who: SignedUp, payload: unknown) => t.app.inject({ method: 'PUT', url: '/me/career-profile/', headers: who.headers, payload: payload as object });

describe('me/career-profile/: what the learner writes', () => {
  it('is empty before the first save, with no CV and no skills', async () => {
    const who = await signUp(t.app);
    const response = await get(who);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      headline: '',
      desired_roles: [],
      locations: [],
      work_modes: [],
      open_to_relocation: false,
      cv: null,
      skills: { labs: [], diplomas: [], internships: [] },
      updated_at: null,
    });
  });

  it('saves it trimmed, without repeated roles, with the CV the learner uploaded', async () => {
    const who = await signUp(t.app);
    const cv = (await upload(t, who, { filename: 'cv.pdf', content: samples.pdf })).json();
    const saved = await put(who, { ...PROFILE, cv_upload_id: cv.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      headline: 'Junior cloud engineer, Linux and AWS',
      desired_roles: ['Cloud engineer', 'DevOps engineer'],
      work_modes: ['remote', 'hybrid'],
      open_to_relocation: true,
      cv: { id: cv.id, file_name: 'cv.pdf', size_bytes: samples.pdf.length },
    });
    expect((await get(who)).json()).toEqual(saved.json());
  });

  it("refuses another learner's upload as the CV, naming cv_upload_id", async () => {
    const owner = await signUp(t.app);
    const who = await signUp(t.app);
    const theirs = (await upload(t, owner, { content: samples.pdf })).json();
    const response = await put(who, { ...PROFILE, cv_upload_id: theirs.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'cv_upload_id', message: 'cv_upload_id: must be the id of a CV you uploaded (purpose cv)' });
    expect((await get(who)).json().updated_at).toBeNull();
  });

  it('refuses an immigration document as the CV', async () => {
    const who = await signUp(t.app);
    const scan = (await upload(t, who, { filename: 'passport.png', content: samples.png, purpose: 'immigration_document' })).json();
    expect((await put(who, { ...PROFILE, cv_upload_id: scan.id })).json().field).toBe('cv_upload_id');
  });

  it.each([
    ['headline', { headline: 'x'.repeat(161) }, 'headline: must be at most 160 characters'],
    ['desired_roles.1', { desired_roles: ['Cloud engineer', '   '] }, 'desired_roles.1: has an invalid format'],
    ['locations', { locations: Array.from({ length: 11 }, (_, i) => `City ${i}`) }, 'locations: '],
    ['work_modes.0', { work_modes: ['sometimes'] }, 'work_modes.0: must be one of: remote, hybrid, on_site'],
    ['open_to_relocation', { open_to_relocation: 'yes' }, 'open_to_relocation: must be boolean'],
    ['cv_upload_id', { cv_upload_id: 'cv.pdf' }, 'cv_upload_id: '],
    ['skills', { skills: { labs: ['linux-files-and-permissions'] } }, 'skills: is not a field this request accepts'],
  ])('refuses a bad %s, naming it', async (field, change, message) => {
    const who = await signUp(t.app);
    const response = await put(who, { ...PROFILE, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(response.json().message.startsWith(message)).toBe(true);
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/me/career-profile/' })).statusCode).toBe(401);
  });

  it('loses its CV when the learner deletes that upload', async () => {
    const who = await signUp(t.app);
    const cv = (await upload(t, who, { content: samples.pdf })).json();
    await put(who, { ...PROFILE, cv_upload_id: cv.id });
    expect((await t.app.inject({ method: 'DELETE', url: `/uploads/${cv.id}/`, headers: who.headers })).statusCode).toBe(204);
    expect((await get(who)).json().cv).toBeNull();
  });
});

describe('me/career-profile/: skills come from what the learner completed', () => {
  it('lists completed labs with their title in the request language and their topic', async () => {
    const who = await signUp(t.app);
    await completeLabs(t, who.user.id, ['linux-files-and-permissions', 'git-first-repository']);
    const skills = (await get(who, 'ar')).json().skills;
    expect(skills.labs.map((lab: { slug: string }) => lab.slug).sort()).toEqual(['git-first-repository', 'linux-files-and-permissions']);
    const linux = skills.labs.find((lab: { slug: string }) => lab.slug === 'linux-files-and-permissions');
    expect(linux.topic).toBe('linux');
    expect(linux.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('lists diplomas issued and not revoked, and completed internships, but not those in progress', async () => {
    const who = await signUp(t.app);
    const db = t.database.db;
    const diploma = { userId: who.user.id, nameOnDiploma: 'Amina Khan', jwt: 'header.payload.signature', kid: 'test-key' };
    await db.insert(diplomas).values([
      { ...diploma, careerPathSlug: 'cloud-engineer', statusIndex: randomInt(1_000_000, 2_000_000_000) },
      {
        ...diploma,
        careerPathSlug: 'devops-engineer',
        statusIndex: randomInt(1_000_000, 2_000_000_000),
        revokedAt: new Date(),
        revocationReason: 'issued by mistake',
      },
    ]);
    const slug = `profile-test-${randomUUID().slice(0, 8)}`;
    await db.insert(internshipProgrammes).values({
      slug,
      title: { en: 'Linux operations internship', ur: 'لینکس آپریشنز انٹرن شپ' },
      summary: { en: 'A capstone of Linux labs.' },
      careerPathSlug: 'cloud-engineer',
      capstoneLabSlugs: ['linux-files-and-permissions'],
    });
    const [cohort] = await db.insert(internshipCohorts).values({ programmeSlug: slug, startsOn: '2025-01-06', endsOn: '2025-03-28', seats: 20 }).returning();
    const [other] = await db.insert(internshipCohorts).values({ programmeSlug: slug, startsOn: '2025-04-07', endsOn: '2025-06-27', seats: 20 }).returning();
    await db.insert(internshipApplications).values([
      {
        userId: who.user.id,
        cohortId: cohort!.id,
        motivation: 'I want to run Linux servers for a living.',
        status: 'completed',
        completedAt: new Date('2025-03-28T12:00:00Z'),
      },
      { userId: who.user.id, cohortId: other!.id, motivation: 'A second cohort, still running.', status: 'in_progress' },
    ]);
    const skills = (await get(who, 'ur')).json().skills;
    expect(skills.diplomas).toEqual([expect.objectContaining({ career_path_slug: 'cloud-engineer', title: expect.stringMatching(/[\u0600-\u06FF]/) })]);
    expect(skills.internships).toEqual([{ programme_slug: slug, title: 'لینکس آپریشنز انٹرن شپ', completed_at: '2025-03-28T12:00:00.000Z' }]);
    // Another learner sees none of it.
    expect((await get(await signUp(t.app))).json().skills).toEqual({ labs: [], diplomas: [], internships: [] });
    await db.delete(internshipProgrammes).where(eq(internshipProgrammes.slug, slug));
  });
});
