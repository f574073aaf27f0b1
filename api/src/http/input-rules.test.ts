import { createTestApp, signUp, signupBody, type SignedUp, type TestApp } from '../testing/test-app';

/**
 * The input rules every request meets before a handler runs (src/http/validation.ts): strings without
 * control characters or broken UTF-16, query numbers that are finite integers within bounds, JSON
 * bodies of bounded depth, and bodies taken with the types they were sent with (no coercion).
 * Each bad input answers 400 naming the field, never 500.
 */

let t: TestApp;
let learner: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  learner = await signUp(t.app);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const patchProfile = (payload: unknown) => t.app.inject({ method: 'PATCH', url: '/accounts/profile/', payload: payload as object, headers: learner.headers });

const FORMS: Record<string, Record<string, unknown>> = {
  '/forms/contact-us/': {
    full_name: 'Bilal Siddiqui',
    email: 'bilal@example.com',
    telephone: '+971501234567',
    subject: 'Team pricing',
    message: 'Do you offer discounts for ten seats?',
  },
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
    current_job_title: 'Support engineer',
    interested_in: ['career_path'],
    linkedin_url: 'https://www.linkedin.com/in/sara',
    notes: 'Evenings only.',
  },
  '/forms/diploma-declaration/': {
    full_name: 'Sara Malik',
    email: 'sara@example.com',
    telephone: '+971501234567',
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
    telephone: '+971501234567',
    company: 'Acme Logistics',
    offer_slug: 'kubernetes-platform-setup',
    budget: '20k_50k',
    message: 'We want to move 40 services to Kubernetes next quarter.',
  },
};

/** Every string field of the four forms, as [url, field]. */
const FORM_STRINGS = Object.entries(FORMS).flatMap(([url, body]) =>
  Object.entries(body)
    .filter(([, value]) => typeof value === 'string')
    .map(([field]) => [url, field] as const),
);

const expect400 = (response: { statusCode: number; json(): { field?: string; message: string; code?: string } }, field: string) => {
  expect({ status: response.statusCode, field: response.json().field }).toEqual({ status: 400, field });
  expect(response.json().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
  expect(response.json().code).toBe('validation_error');
};

describe('strings refuse control characters and broken UTF-16 (400 naming the field)', () => {
  it.each(['first_name', 'last_name'])('sign-up refuses a NUL character in %s', async (field) => {
    expect400(await post('/accounts/signup/', signupBody({ [field]: 'Am\u0000ina' })), field);
  });

  it.each(['first_name', 'last_name'])('PATCH accounts/profile/ refuses a NUL character in %s', async (field) => {
    expect400(await patchProfile({ [field]: 'Kh\u0000an' }), field);
  });

  it.each(FORM_STRINGS)('%s refuses a NUL character in %s', async (url, field) => {
    const body = { ...FORMS[url], [field]: `${String(FORMS[url]![field]).slice(0, 4)}\u0000${String(FORMS[url]![field]).slice(4)}` };
    expect400(await post(url, body), field);
  });

  it.each(FORM_STRINGS)('%s refuses a lone surrogate in %s', async (url, field) => {
    const body = { ...FORMS[url], [field]: `${String(FORMS[url]![field])}\ud800x` };
    expect400(await post(url, body), field);
  });

  it('refuses other control characters (ESC, DEL, C1) and a line break in a one-line field', async () => {
    for (const bad of ['Am\u001bina', 'Am\u007fina', 'Am\u0085ina', 'Am\nina', 'Am\u2028ina']) {
      expect400(await post('/accounts/signup/', signupBody({ first_name: bad })), 'first_name');
    }
  });

  it('keeps line breaks and tabs in multi-line text (a message, notes) and any real Unicode', async () => {
    const contact = { ...FORMS['/forms/contact-us/'], message: 'Line one,\nline two\r\n\tindented — مرحبا 👋🏽' };
    expect((await post('/forms/contact-us/', contact)).statusCode).toBe(201);
    const cif = { ...FORMS['/forms/cif/'], notes: 'Weekdays\nafter 6 pm', first_name: 'سارہ' };
    expect((await post('/forms/cif/', cif)).statusCode).toBe(201);
    expect((await post('/forms/contact-us/', { ...contact, message: 'Line one,\u0000 line two' })).statusCode).toBe(400);
  });

  it('GET catalog/labs/?search=%00 answers 400 naming search', async () => {
    expect400(await t.app.inject({ method: 'GET', url: '/catalog/labs/?search=%00' }), 'search');
    // Bytes that are not UTF-8 decode to U+FFFD, a real character: no error.
    expect((await t.app.inject({ method: 'GET', url: '/catalog/labs/?search=%ED%A0%80' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/catalog/labs/?search=linux' })).statusCode).toBe(200);
  });

  it('refuses a NUL character in a path parameter and a login e-mail', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/catalog/labs/linux%00/' })).statusCode).toBe(400);
    expect400(await post('/accounts/login/', { email: 'a\u0000@example.com', password: 'x' }), 'email');
    expect400(await post('/accounts/login/', { email: 'amina@example.com', password: 'pass\u0000word' }), 'password');
  });
});

describe('query numbers are finite integers within bounds (400 naming the field)', () => {
  const NOT_NUMBERS = ['Infinity', '-Infinity', '1e400', '1e3', '2147483648', '99999999999999999999', '-2147483649', 'NaN', '0x10', '1.5', ' 5', '', 'abc'];

  it.each(['limit', 'offset', 'max_token_cost'])('GET catalog/labs/ refuses each non-integer or huge %s', async (field) => {
    for (const value of NOT_NUMBERS) {
      const response = await t.app.inject({ method: 'GET', url: `/catalog/labs/?${field}=${encodeURIComponent(value)}` });
      expect([value, response.statusCode, response.json().field]).toEqual([value, 400, field]);
    }
  });

  it.each(['limit', 'before'])('GET tokens/ledger/ refuses each non-integer or huge %s', async (field) => {
    for (const value of NOT_NUMBERS) {
      const response = await t.app.inject({ method: 'GET', url: `/tokens/ledger/?${field}=${encodeURIComponent(value)}`, headers: learner.headers });
      expect([value, response.statusCode, response.json().field]).toEqual([value, 400, field]);
    }
  });

  it('limit=-Infinity does not slip under the minimum, and plain integers still work', async () => {
    expect400(await t.app.inject({ method: 'GET', url: '/catalog/labs/?limit=-Infinity' }), 'limit');
    expect400(await t.app.inject({ method: 'GET', url: '/catalog/labs/?limit=0' }), 'limit');
    const page = await t.app.inject({ method: 'GET', url: '/catalog/labs/?limit=2&offset=1&max_token_cost=1000' });
    expect(page.statusCode).toBe(200);
    expect(page.json().results).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: '/tokens/ledger/?limit=5&before=2147483647', headers: learner.headers })).statusCode).toBe(200);
  });

  it('a repeated query parameter is refused, not taken as a list', async () => {
    expect400(await t.app.inject({ method: 'GET', url: '/catalog/labs/?limit=1&limit=2' }), 'limit');
  });
});

describe('JSON bodies have a bounded depth (400 naming the field)', () => {
  /** `{"a":{"a":…"x"…}}`, written as text (JSON.stringify itself overflows on it). */
  const deep = (levels: number) => `${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`;

  it('an extra form field nested 5,000 levels deep answers 400 naming it', async () => {
    const payload = `${JSON.stringify(FORMS['/forms/contact-us/']).slice(0, -1)},"extra":${deep(5000)}}`;
    const response = await t.app.inject({ method: 'POST', url: '/forms/contact-us/', payload, headers: { 'content-type': 'application/json' } });
    expect400(response, 'extra');
  });

  it('a body nested 32 levels is taken, 33 is refused', async () => {
    const at = (levels: number) => `{"refresh_token":"x","extra":${deep(levels - 1)}}`;
    const send = (payload: string) => t.app.inject({ method: 'POST', url: '/accounts/logout/', payload, headers: { 'content-type': 'application/json' } });
    expect((await send(at(32))).statusCode).toBe(200);
    expect400(await send(at(33)), 'extra');
  });

  it('arrays nested 100,000 deep answer 400 too, on a route whose schema would ignore the field', async () => {
    const payload = `{"email":"a@example.com","password":"x","extra":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const response = await t.app.inject({ method: 'POST', url: '/accounts/login/', payload, headers: { 'content-type': 'application/json' } });
    expect400(response, 'extra');
  });
});

describe('bodies are taken with the types they were sent with (no coercion)', () => {
  it.each([123, true, ['x'], null, { a: 1 }])('sign-up refuses first_name: %j', async (value) => {
    expect400(await post('/accounts/signup/', signupBody({ first_name: value })), 'first_name');
  });

  it.each([123, true, ['x']])('PATCH accounts/profile/ refuses last_name: %j and stores nothing', async (value) => {
    expect400(await patchProfile({ last_name: value }), 'last_name');
    const profile = await t.app.inject({ method: 'GET', url: '/accounts/profile/', headers: learner.headers });
    expect(profile.json().last_name).toBe('Khan');
  });

  it.each(['null', '"3"', '3.5', 'true', '1e400', '[3]'])('the CIF form refuses years_of_experience: %s (not stored as a number)', async (json) => {
    const payload = JSON.stringify({ ...FORMS['/forms/cif/'], years_of_experience: 0 }).replace('"years_of_experience":0', `"years_of_experience":${json}`);
    const response = await t.app.inject({ method: 'POST', url: '/forms/cif/', payload, headers: { 'content-type': 'application/json' } });
    expect400(response, 'years_of_experience');
  });

  it('a card expiry sent as text is refused, as a number it is taken', async () => {
    const order = await post('/payments/orders/', { item_type: 'token_pack', item_slug: 'tokens-10' }, learner.headers);
    expect(order.statusCode).toBe(201);
    const url = `/payments/orders/${order.json().id}/pay/`;
    const card = { number: '4242424242424242', exp_month: '12', exp_year: 2030, cvc: '123' };
    expect400(await post(url, { card }, learner.headers), 'card.exp_month');
    expect((await post(url, { card: { ...card, exp_month: 12 } }, learner.headers)).statusCode).toBe(200);
  });
});
