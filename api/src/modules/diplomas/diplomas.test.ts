import { decodeJwt, decodeProtectedHeader } from 'jose';
import { careerPaths } from '../catalog/catalog.schema';
import { diplomas } from './diplomas.schema';
import { internshipApplications, internshipCohorts, internshipProgrammes } from '../internships/internships.schema';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import {
  client,
  completeLabs,
  declaration,
  DIPLOMA_ENV,
  learnerWithDiploma,
  seedShortPath,
  SHORT_PATH,
  SHORT_PATH_LAB,
  verifyingWithApp,
} from './testing/diplomas-test-kit';
import { verifyDiploma } from './verify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: DIPLOMA_ENV });
  await seedShortPath(t);
});
afterAll(() => t.close());

const cloudEngineerLabs = async () => (await t.database.db.select().from(careerPaths).where(eq(careerPaths.slug, 'cloud-engineer')))[0]!.labSlugs;

describe('POST diplomas/ refuses what is not due', () => {
  it('a career path that does not exist answers 404', async () => {
    const who = await signUp(t.app);
    const response = await client(t, who).post('/diplomas/', { career_path_slug: 'no-such-path' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('career_path_not_found');
  });

  it('asks for a signed-in learner', async () => {
    expect((await client(t, null).post('/diplomas/', { career_path_slug: SHORT_PATH })).statusCode).toBe(401);
  });

  it('a path not completed answers 409 path_not_completed, naming the labs left in the learner’s language', async () => {
    const who = await signUp(t.app);
    const labs = await cloudEngineerLabs();
    await completeLabs(t, who, [labs[0]!]);
    await client(t, who).post('/forms/diploma-declaration/', declaration('cloud-engineer'));
    const response = await client(t, who, 'ur').post('/diplomas/', { career_path_slug: 'cloud-engineer' });
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body.code).toBe('path_not_completed');
    expect(body.remaining_labs.map((lab: { slug: string }) => lab.slug)).toEqual(labs.slice(1));
    expect(body.message).toContain('ابھی یہ باقی ہیں');
    expect(await t.database.db.select().from(diplomas).where(eq(diplomas.userId, who.user.id))).toEqual([]);
  });

  it('a completed path without the learner’s own signed-in declaration answers 409 declaration_missing', async () => {
    const who = await signUp(t.app);
    await completeLabs(t, who, [SHORT_PATH_LAB]);
    // A visitor's declaration with the learner's address names nobody; another learner's is theirs.
    await client(t, null).post('/forms/diploma-declaration/', declaration(SHORT_PATH, 'Amina Khan', who.user.email));
    const other = await signUp(t.app);
    await client(t, other).post('/forms/diploma-declaration/', declaration(SHORT_PATH, 'Someone Else'));
    const response = await client(t, who, 'ar').post('/diplomas/', { career_path_slug: SHORT_PATH });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'declaration_missing' });
    expect(response.json().message).toContain('إقرار الدبلوم');
  });

  it('a diploma is issued once: a second request answers 409 diploma_already_issued with its id', async () => {
    const { who, diploma } = await learnerWithDiploma(t);
    const again = await client(t, who).post('/diplomas/', { career_path_slug: SHORT_PATH });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'diploma_already_issued', diploma_id: diploma.id });
    expect(await t.database.db.select().from(diplomas).where(eq(diplomas.userId, who.user.id))).toHaveLength(1);
  });

  it('a learner never gets a diploma for another learner: their own labs and declaration decide, and the diploma carries their name', async () => {
    const { who: amina, diploma } = await learnerWithDiploma(t, 'Amina Khan');
    const bilal = await signUp(t.app);
    // Bilal declares for the path Amina completed: his own labs are missing, so nothing is issued to him.
    await client(t, bilal).post('/forms/diploma-declaration/', declaration(SHORT_PATH, 'Bilal Siddiqui'));
    const refused = await client(t, bilal).post('/diplomas/', { career_path_slug: SHORT_PATH });
    expect(refused.json().code).toBe('path_not_completed');
    expect((await client(t, bilal).get('/diplomas/')).json()).toEqual({ count: 0, results: [] });
    // Amina's diploma is hers alone, with the name she declared.
    expect((await client(t, amina).get('/diplomas/')).json().results.map((row: { id: string }) => row.id)).toEqual([diploma.id]);
    expect(decodeJwt(diploma.jwt)).toMatchObject({ credentialSubject: { name: 'Amina Khan' } });
    const [row] = await t.database.db.select().from(diplomas).where(eq(diplomas.id, diploma.id));
    expect(row!.userId).toBe(amina.user.id);
  });

  it('a name that cannot be printed (no Latin, Arabic or Urdu letters) is refused in the declaration, naming the field', async () => {
    const who = await signUp(t.app);
    const response = await client(t, who, 'ur').post('/forms/diploma-declaration/', declaration(SHORT_PATH, 'Иван Петров'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'name_on_diploma' });
    expect(response.json().message).toContain('پاسپورٹ');
  });
});

describe('diplomas are issued when they become due', () => {
  it('the declaration of a completed path issues the diploma and its answer says so (diploma_id)', async () => {
    const who = await signUp(t.app);
    await completeLabs(t, who, [SHORT_PATH_LAB]);
    const response = await client(t, who, 'ar').post('/forms/diploma-declaration/', declaration(SHORT_PATH, 'محمد خالد'));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.diploma_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.message).toContain('صدرت شهادتك');
    const diploma = (await client(t, null).get(`/diplomas/${body.diploma_id}/`)).json();
    expect(diploma.name_on_diploma).toBe('محمد خالد');
  });

  it('a declaration for a path not yet completed is recorded without a diploma', async () => {
    const who = await signUp(t.app);
    const response = await client(t, who).post('/forms/diploma-declaration/', declaration(SHORT_PATH));
    expect(response.statusCode).toBe(201);
    expect(response.json().diploma_id).toBeUndefined();
  });

  it('completing the last lab of a declared path (its checks passing) issues the diploma', async () => {
    const who = await signUp(t.app);
    await client(t, who).post('/forms/diploma-declaration/', declaration(SHORT_PATH, 'Sara Malik'));
    const created = (await client(t, who).post('/labs/instances/', { lab_slug: SHORT_PATH_LAB })).json();
    await t.app.services.lifecycle.settled();
    const lab = await t.app.services.catalog.lab(SHORT_PATH_LAB);
    let completedAt: string | null = null;
    for (const [index, step] of (lab.scripts?.steps ?? []).entries()) {
      if (!step.check) continue;
      completedAt = (await client(t, who).post(`/labs/instances/${created.id}/steps/${index}/check/`, {})).json().completed_at;
    }
    expect(completedAt).not.toBeNull();
    const mine = (await client(t, who).get('/diplomas/')).json();
    expect(mine.results.map((row: { career_path: { slug: string }; name_on_diploma: string }) => [row.career_path.slug, row.name_on_diploma])).toEqual([
      [SHORT_PATH, 'Sara Malik'],
    ]);
  });
});

describe('GET diplomas/:id/ (public)', () => {
  it('answers the credential and where to verify it, to anyone signed out', async () => {
    const { diploma } = await learnerWithDiploma(t);
    const response = await client(t, null, 'ur').get(`/diplomas/${diploma.id}/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: diploma.id,
      career_path: { slug: SHORT_PATH, title: 'لینکس کے پہلے قدم' },
      revoked_at: null,
      issuer: { id: 'did:web:ilm.example', name: 'Ilm Cloud', url: 'https://ilm.example' },
      verification_url: `https://ilm.example/diplomas/${diploma.id}`,
      pdf_url: `https://api.ilm.example/diplomas/${diploma.id}/pdf/?lang=ur`,
      jwks_url: 'https://api.ilm.example/.well-known/jwks.json',
      status_list_url: 'https://api.ilm.example/diplomas/status-list/',
    });
    const linkedIn = new URL(body.linkedin_url);
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'لینکس کے پہلے قدم',
      organizationName: 'Ilm Cloud',
      issueYear: String(new Date(body.issued_at).getUTCFullYear()),
      issueMonth: String(new Date(body.issued_at).getUTCMonth() + 1),
      certUrl: body.verification_url,
      certId: diploma.id,
    });
  });

  it('an id that names no diploma answers 404 diploma_not_found, whatever its shape', async () => {
    for (const id of ['7d3b1f0e-0000-4000-8000-000000000001', 'not-an-id']) {
      const response = await client(t, null, 'ar').get(`/diplomas/${id}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('diploma_not_found');
      expect(response.json().message).toBe('لا توجد شهادة دبلوم بهذا المعرّف.');
    }
  });

  it('the credential is an Open Badges 3.0 diploma signed as a vc+jwt with a did:web key', async () => {
    const { diploma } = await learnerWithDiploma(t, 'Amina Khan');
    const header = decodeProtectedHeader(diploma.jwt);
    expect(header).toEqual({ alg: 'EdDSA', typ: 'vc+jwt', kid: diploma.kid });
    expect(diploma.kid).toMatch(/^did:web:ilm\.example#[\w-]{43}$/);
    const payload = decodeJwt(diploma.jwt);
    const [row] = await t.database.db.select().from(diplomas).where(eq(diplomas.id, diploma.id));
    expect(payload).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      id: `urn:uuid:${diploma.id}`,
      issuer: { id: 'did:web:ilm.example', type: ['Profile'], name: 'Ilm Cloud', url: 'https://ilm.example' },
      credentialSubject: {
        type: ['AchievementSubject'],
        name: 'Amina Khan',
        achievement: {
          id: `https://ilm.example/career-paths/${SHORT_PATH}`,
          type: ['Achievement'],
          achievementType: 'Diploma',
          name: 'Linux First Steps',
          criteria: { narrative: expect.stringContaining('Files and permissions') },
        },
      },
      credentialStatus: {
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: String(row!.statusIndex),
        statusListCredential: 'https://api.ilm.example/diplomas/status-list/',
      },
    });
    expect(new Date(String(payload.validFrom)).getTime()).toBeLessThanOrEqual(Date.now());
    expect(payload.evidence).toBeUndefined();
    expect(await verifyDiploma(diploma.jwt, await verifyingWithApp(t))).toMatchObject({ verdict: 'valid' });
  });

  it('a completed internship of the path is the credential’s evidence', async () => {
    const who = await signUp(t.app);
    await t.database.db
      .insert(internshipProgrammes)
      .values({
        slug: 'linux-first-steps-internship',
        title: { en: 'Linux first steps internship' },
        summary: { en: 'A capstone of one lab.' },
        careerPathSlug: SHORT_PATH,
        capstoneLabSlugs: [SHORT_PATH_LAB],
      })
      .onConflictDoNothing();
    const [cohort] = await t.database.db
      .insert(internshipCohorts)
      .values({ programmeSlug: 'linux-first-steps-internship', startsOn: '2025-01-06', endsOn: '2025-02-28', seats: 10 })
      .returning();
    const [application] = await t.database.db
      .insert(internshipApplications)
      .values({
        userId: who.user.id,
        cohortId: cohort!.id,
        motivation: 'To practise Linux.',
        status: 'completed',
        mentorReview: 'approved',
        completedAt: new Date('2025-02-28T12:00:00Z'),
      })
      .returning();
    await completeLabs(t, who, [SHORT_PATH_LAB]);
    const issued = (await client(t, who).post('/forms/diploma-declaration/', declaration(SHORT_PATH))).json();
    const diploma = (await client(t, null).get(`/diplomas/${issued.diploma_id}/`)).json();
    expect(decodeJwt(diploma.jwt).evidence).toEqual([
      { id: `urn:uuid:${application!.id}`, type: ['Evidence'], name: 'Linux first steps internship', narrative: expect.stringContaining('2025-02-28') },
    ]);
  });
});

describe('the issuer’s keys are published', () => {
  it('GET .well-known/jwks.json lists the Ed25519 public key that signs, and no private part', async () => {
    const { diploma } = await learnerWithDiploma(t);
    const response = await client(t, null).get('/.well-known/jwks.json');
    expect(response.statusCode).toBe(200);
    const { keys } = response.json();
    const kid = diploma.kid.split('#')[1];
    expect(keys).toContainEqual({ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid, alg: 'EdDSA', use: 'sig' });
    expect(JSON.stringify(keys)).not.toContain('"d"');
  });

  it('GET .well-known/did.json is the did:web document of the site’s host, each key a JsonWebKey method', async () => {
    const { diploma } = await learnerWithDiploma(t);
    const response = await client(t, null).get('/.well-known/did.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.id).toBe('did:web:ilm.example');
    expect(document.verificationMethod).toContainEqual({
      id: diploma.kid,
      type: 'JsonWebKey',
      controller: 'did:web:ilm.example',
      publicKeyJwk: expect.objectContaining({ kty: 'OKP', crv: 'Ed25519' }),
    });
    expect(document.assertionMethod).toContain(diploma.kid);
  });
});

describe('revocation and the status list', () => {
  it('GET diplomas/status-list/ is a signed Bitstring Status List credential of at least 16 KB, and revoking sets the diploma’s bit', async () => {
    const { diploma } = await learnerWithDiploma(t);
    const options = await verifyingWithApp(t);
    const list = await client(t, null).get('/diplomas/status-list/');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^application\/vc\+jwt/);
    expect(decodeProtectedHeader(list.body)).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });
    const payload = decodeJwt(list.body) as { type: string[]; issuer: string; credentialSubject: { type: string; statusPurpose: string; encodedList: string } };
    expect(payload).toMatchObject({
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: 'did:web:ilm.example',
      credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'revocation' },
    });
    const { decodeStatusList, statusBitAt } = await import('./status-list');
    const index = Number(decodeJwt(diploma.jwt).credentialStatus && (decodeJwt(diploma.jwt).credentialStatus as { statusListIndex: string }).statusListIndex);
    expect(decodeStatusList(payload.credentialSubject.encodedList).length).toBeGreaterThanOrEqual(16 * 1024);
    expect(statusBitAt(decodeStatusList(payload.credentialSubject.encodedList), index)).toBe(false);

    await t.app.services.diplomas.revoke(diploma.id, 'issued in error');
    const after = decodeJwt((await client(t, null).get('/diplomas/status-list/')).body) as typeof payload;
    expect(statusBitAt(decodeStatusList(after.credentialSubject.encodedList), index)).toBe(true);
    expect((await client(t, null).get(`/diplomas/${diploma.id}/`)).json()).toMatchObject({
      revoked_at: expect.any(String),
      revocation_reason: 'issued in error',
    });
    expect(await verifyDiploma(diploma.jwt, options)).toMatchObject({ verdict: 'revoked', reason: 'revoked' });
  });
});
