import { createTestApp, signUp, type TestApp } from '../../testing/test-app';

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
