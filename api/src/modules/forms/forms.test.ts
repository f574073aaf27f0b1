import { formSubmissions } from '../../db/schema';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { FORM_BODIES } from './forms.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const submit = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

const valid = {
  '/forms/contact-us/': { full_name: 'Bilal Siddiqui', email: 'bilal@example.com', subject: 'Team pricing', message: 'Do you offer discounts for ten seats?' },
  '/forms/cif/': {
    first_name: 'Sara',
    last_name: 'Malik',
    email: 'sara@example.com',
    telephone: '+971501234567',
    country: 'AE',
    date_of_birth: '1996-04-12',
    education_level: 'bachelor',
    field_of_study: 'Computer Science',
    years_of_experience: 3,
    interested_in: ['career_path', 'job_placement'],
  },
  '/forms/diploma-declaration/': {
    full_name: 'Sara Malik',
    email: 'sara@example.com',
    country: 'AE',
    career_path_slug: 'cloud-engineer',
    name_on_diploma: 'Sara Malik',
    date_of_birth: '1996-04-12',
    declaration_accepted: true,
    signature: 'Sara Malik',
  },
  '/forms/consulting-inquiry/': {
    full_name: 'Hamza Qureshi',
    email: 'hamza@acme.example',
    company: 'Acme Logistics',
    offer_slug: 'kubernetes-platform-setup',
    budget: '20k_50k',
    message: 'We want to move 40 services to Kubernetes next quarter.',
  },
};

describe('forms/', () => {
  it.each(Object.entries(valid))('%s stores a valid submission (201) from a visitor', async (url, body) => {
    const response = await submit(url, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: expect.any(String), message: expect.stringMatching(/\w/) });
  });

  it.each([
    ['/forms/contact-us/', { ...valid['/forms/contact-us/'], email: 'bilal' }, 'email'],
    ['/forms/contact-us/', { ...valid['/forms/contact-us/'], message: 'hi' }, 'message'],
    ['/forms/cif/', { ...valid['/forms/cif/'], date_of_birth: '12/04/1996' }, 'date_of_birth'],
    ['/forms/cif/', { ...valid['/forms/cif/'], interested_in: [] }, 'interested_in'],
    ['/forms/cif/', { ...valid['/forms/cif/'], education_level: 'wizard' }, 'education_level'],
    ['/forms/diploma-declaration/', { ...valid['/forms/diploma-declaration/'], declaration_accepted: false }, 'declaration_accepted'],
    ['/forms/diploma-declaration/', { ...valid['/forms/diploma-declaration/'], career_path_slug: 'astronaut' }, 'career_path_slug'],
    ['/forms/consulting-inquiry/', { ...valid['/forms/consulting-inquiry/'], offer_slug: 'unknown-offer' }, 'offer_slug'],
    ['/forms/consulting-inquiry/', { ...valid['/forms/consulting-inquiry/'], telephone: '12345' }, 'telephone'],
  ])('%s answers 400 naming the field (%#)', async (url, body, field) => {
    const response = await submit(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it('lists a signed-in submitter\'s forms in forms/mine/, and only theirs', async () => {
    const who = await signUp(t.app);
    const other = await signUp(t.app);
    await submit('/forms/contact-us/', valid['/forms/contact-us/'], who.headers);
    await submit('/forms/cif/', valid['/forms/cif/'], who.headers);
    await submit('/forms/contact-us/', valid['/forms/contact-us/'], other.headers);
    const mine = (await t.app.inject({ method: 'GET', url: '/forms/mine/', headers: who.headers })).json();
    expect(mine.results.map((row: { kind: string }) => row.kind)).toEqual(['cif', 'contact_us']);
    expect(mine.results[0].data).toMatchObject({ field_of_study: 'Computer Science', years_of_experience: 3 });
    expect((await t.app.inject({ method: 'GET', url: '/forms/mine/' })).statusCode).toBe(401);
  });
});

describe('forms are strict, small and rate-limited (not free storage)', () => {
  it.each(Object.entries(valid))('%s refuses a field the form does not list (400 naming it) and stores nothing', async (url, body) => {
    const who = await signUp(t.app);
    for (const [field, value] of [['is_admin', true], ['user_id', '00000000-0000-0000-0000-000000000000'], ['notes_extra', 'x']] as const) {
      const response = await submit(url, { ...body, [field]: value }, who.headers);
      expect({ status: response.statusCode, field: response.json().field }).toEqual({ status: 400, field });
      expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    }
    const mine = (await t.app.inject({ method: 'GET', url: '/forms/mine/', headers: who.headers })).json();
    expect(mine.count).toBe(0);
  });

  it.each(Object.entries(valid))('%s caps every text field at its length limit (400 naming the field one character over)', async (url, body) => {
    const kind = url.replace(/^\/forms\/|\/$/g, '').replace(/-/g, '_') as keyof typeof FORM_BODIES;
    const properties = (FORM_BODIES[kind] as unknown as { properties: Record<string, { type?: string; maxLength?: number; pattern?: string }> }).properties;
    for (const [field, schema] of Object.entries(properties)) {
      if (schema.type !== 'string') continue;
      // A limit: maxLength, or a pattern anchored at both ends (a country code, a slug).
      const anchored = /^\^.*\$$/.test(schema.pattern ?? '');
      expect([field, schema.maxLength !== undefined || anchored]).toEqual([field, true]);
      const response = await submit(url, { ...body, [field]: 'a'.repeat((schema.maxLength ?? 100) + 1) });
      expect([field, response.statusCode, response.json().field]).toEqual([field, 400, field]);
    }
  });

  it('forms/mine/ never echoes a field outside the form\'s schema, even one stored before forms were strict', async () => {
    const who = await signUp(t.app);
    await t.database.db.insert(formSubmissions).values({
      kind: 'contact_us',
      userId: who.user.id,
      email: 'bilal@example.com',
      data: { ...valid['/forms/contact-us/'], is_admin: true, user_id: 'someone-else' },
    });
    const [row] = (await t.app.inject({ method: 'GET', url: '/forms/mine/', headers: who.headers })).json().results;
    expect(row.data).toEqual(valid['/forms/contact-us/']);
  });

  it('refuses a form body far below 1 MB: 64 KiB answers 413, a full 5,000-character message still passes', async () => {
    const big = { ...valid['/forms/contact-us/'], message: 'x'.repeat(64 * 1024) };
    const response = await submit('/forms/contact-us/', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'fst_err_ctp_body_too_large' });
    const longest = { ...valid['/forms/contact-us/'], message: 'م'.repeat(5000) };
    expect((await submit('/forms/contact-us/', longest)).statusCode).toBe(201);
  });
});

describe('form rate limits (FORMS_RATE_LIMIT per hour per account, three times that per address)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { FORMS_RATE_LIMIT: '2' } });
  });
  afterAll(() => limited.close());

  const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
    limited.app.inject({ method: 'POST', url: '/forms/contact-us/', payload: valid['/forms/contact-us/'], headers, remoteAddress });

  it('limits a signed-in submitter per account, whatever their address', async () => {
    const who = await signUp(limited.app);
    expect((await from('10.0.0.1', who.headers)).statusCode).toBe(201);
    expect((await from('10.0.0.2', who.headers)).statusCode).toBe(201);
    const refused = await from('10.0.0.3', who.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another learner is not held back by it.
    expect((await from('10.0.0.3', (await signUp(limited.app)).headers)).statusCode).toBe(201);
  });

  it('limits visitors per address (six an hour here), other addresses unaffected', async () => {
    for (let i = 0; i < 6; i += 1) expect((await from('10.0.1.1')).statusCode).toBe(201);
    expect((await from('10.0.1.1')).statusCode).toBe(429);
    expect((await from('10.0.1.2')).statusCode).toBe(201);
  });
});
