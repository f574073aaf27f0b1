import { eq, sql } from 'drizzle-orm';
import { formSubmissions } from './forms.schema';
import { outbox } from '../accounts/accounts.schema';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { FORM_BODIES, type FormKind } from './forms.service';
import { say } from './forms.messages';

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
  '/forms/team-inquiry/': {
    full_name: 'Nadia Rahman',
    email: 'nadia@northwind.example',
    company: 'Northwind Traders',
    team_size: 25,
    telephone: '+923001234567',
    topics: ['cloud_platforms', 'security'],
    message: 'Our support engineers need Linux and AWS basics before we migrate.',
  },
};

const kindOf = (url: string) => url.replace(/^\/forms\/|\/$/g, '').replace(/-/g, '_') as FormKind;

let sent = 0;
/** A copy of the form's valid body sent from an address of its own, so each test reads only its own mail. */
function fresh(url: keyof typeof valid, changes: Record<string, unknown> = {}) {
  sent += 1;
  const body: Record<string, unknown> = { ...valid[url], ...changes };
  body.email = String(body.email).replace('@', `+${sent}@`);
  return body as (typeof valid)[typeof url] & { email: string };
}

/** The mail sent to `email` (it leaves after the answer). */
async function mailsTo(email: string) {
  await t.app.services.background.idle();
  return t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
}

const storedFor = (email: string) => t.database.db.select().from(formSubmissions).where(eq(formSubmissions.email, email));

describe('forms/', () => {
  it.each(Object.keys(valid) as (keyof typeof valid)[])('%s stores a valid submission (201) from a visitor', async (url) => {
    const body = fresh(url);
    const response = await submit(url, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: expect.any(String), kind: kindOf(url), message: say('en', `thanks_${kindOf(url)}`) });
    const [row] = await storedFor(body.email);
    expect(row).toMatchObject({ id: response.json().id, kind: kindOf(url), data: body });
  });

  it.each(Object.keys(valid) as (keyof typeof valid)[])('%s mails the submitter a confirmation that says what happens next', async (url) => {
    const body = fresh(url);
    expect((await submit(url, body)).statusCode).toBe(201);
    const mails = await mailsTo(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(say('en', `mail_form_subject_${kindOf(url)}`));
    expect(mails[0]!.subject).toMatch(/^Ilm Cloud: we received your /);
    expect(mails[0]!.body).toContain('What happens next');
    expect(mails[0]!.body).toContain(say('en', `mail_form_next_${kindOf(url)}`));
  });

  it.each(Object.keys(valid) as (keyof typeof valid)[])('%s writes the confirmation in Arabic for an Accept-Language: ar request', async (url) => {
    const body = fresh(url);
    const response = await submit(url, body, { 'accept-language': 'ar' });
    expect(response.json().message).toBe(say('ar', `thanks_${kindOf(url)}`));
    const [mail] = await mailsTo(body.email);
    expect(mail!.subject).toBe(say('ar', `mail_form_subject_${kindOf(url)}`));
    expect(mail!.subject).toMatch(/^Ilm Cloud: تلقّينا /);
    expect(mail!.body).toContain('ما الذي سيحدث بعد ذلك');
    expect(mail!.body).toContain(say('ar', `mail_form_next_${kindOf(url)}`));
    expect(mail!.body).not.toContain('What happens next');
  });

  it("the confirmation sums up what was received with the catalog's names and the vocabulary in the mail's language, and no text the visitor wrote", async () => {
    const cif = fresh('/forms/cif/');
    await submit('/forms/cif/', cif);
    const [cifMail] = await mailsTo(cif.email);
    expect(cifMail!.body).toMatch(/^Hello,\n\nSomeone sent Ilm Cloud a form giving this address as theirs/);
    expect(cifMail!.body).toContain('Country: United Arab Emirates');
    expect(cifMail!.body).toContain("Education: Bachelor's degree");
    expect(cifMail!.body).toContain('Interested in: A career path and Job placement');
    expect(cifMail!.body).toContain('we cannot promise a visa');
    expect(cifMail!.body).not.toMatch(/Sara|Malik|Computer Science/);

    const inquiry = fresh('/forms/consulting-inquiry/');
    await submit('/forms/consulting-inquiry/', inquiry, { 'accept-language': 'ur' });
    const [inquiryMail] = await mailsTo(inquiry.email);
    expect(inquiryMail!.body).toContain('کنسلٹنگ آفر: ');
    expect(inquiryMail!.body).toContain('بجٹ: 20,000 سے 50,000 ڈالر');
    expect(inquiryMail!.body).not.toMatch(/Acme|Kubernetes next quarter|Hamza/);

    const declaration = fresh('/forms/diploma-declaration/');
    await submit('/forms/diploma-declaration/', declaration);
    expect((await mailsTo(declaration.email))[0]!.body).toContain('Career path: Cloud Engineer');

    const team = fresh('/forms/team-inquiry/');
    await submit('/forms/team-inquiry/', team);
    const [teamMail] = await mailsTo(team.email);
    expect(teamMail!.body).toContain('Team size: 25');
    expect(teamMail!.body).toContain('Topics: Cloud platforms (AWS, Azure, Google Cloud) and Cybersecurity');
    expect(teamMail!.body).not.toMatch(/Northwind|support engineers|Nadia/);
  });

  it('relays nothing a stranger wrote: a contact form naming any address mails it no name, subject or message of theirs', async () => {
    const body = fresh('/forms/contact-us/', {
      full_name: 'Your bank',
      subject: 'Your account is locked',
      message: 'Verify your card at https://phish.example/login within 24 hours or lose your savings.',
    });
    expect((await submit('/forms/contact-us/', body)).statusCode).toBe(201);
    const [mail] = await mailsTo(body.email);
    expect(mail!.body).not.toMatch(/bank|locked|phish\.example|savings/i);
    expect(mail!.body).toContain(say('en', 'mail_form_next_contact_us'));
    // What the stranger wrote is kept for the team, not sent.
    expect((await storedFor(body.email))[0]!.data).toMatchObject({ message: expect.stringContaining('phish.example') });
  });

  it('quotes the sender only to their own confirmed address, and a long message only in part', async () => {
    const who = await signUp(t.app, { first_name: 'Bilal' });
    const own = fresh('/forms/contact-us/', { message: `${'word '.repeat(900)}END OF THE LETTER` });
    own.email = who.user.email;
    await submit('/forms/contact-us/', own, who.headers);
    const mail = (await mailsTo(who.user.email)).find((sent) => sent.subject === say('en', 'mail_form_subject_contact_us'));
    expect(mail!.body).toMatch(/^Hello Bilal Siddiqui,/);
    expect(mail!.body).toContain('Subject: Team pricing');
    const quoted = /^Message: (.*)$/m.exec(mail!.body)![1]!;
    expect(quoted.length).toBeLessThanOrEqual(301);
    expect(quoted.endsWith('…')).toBe(true);
    expect(mail!.body).not.toContain('END OF THE LETTER');

    // Signed in, but naming someone else's address: that address confirmed nothing.
    const elsewhere = fresh('/forms/contact-us/');
    await submit('/forms/contact-us/', elsewhere, who.headers);
    expect((await mailsTo(elsewhere.email))[0]!.body).not.toContain('Team pricing');
  });

  it('mails one address at most 3 confirmations a day, whoever sends them: later submissions are stored, not mailed', async () => {
    const target = fresh('/forms/contact-us/').email;
    const senders = [undefined, await signUp(t.app), undefined, await signUp(t.app), undefined];
    for (const [index, sender] of senders.entries()) {
      const url = index % 2 ? '/forms/team-inquiry/' : '/forms/contact-us/';
      const response = await submit(url, { ...valid[url], email: target.toUpperCase() }, sender?.headers);
      expect(response.statusCode).toBe(201);
      expect(response.json().confirmation_mailed).toBe(index < 3);
    }
    await t.app.services.background.idle();
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(sql`lower(${outbox.recipient}) = ${target}`);
    expect(mails).toHaveLength(3);
    expect(
      await t.database.db
        .select()
        .from(formSubmissions)
        .where(sql`lower(${formSubmissions.email}) = ${target}`),
    ).toHaveLength(5);
  });

  it("writes a signed-in learner's confirmation in their profile language when the request names none", async () => {
    const who = await signUp(t.app);
    expect((await t.app.inject({ method: 'PATCH', url: '/accounts/profile/', payload: { language: 'ur' }, headers: who.headers })).statusCode).toBe(200);
    const body = fresh('/forms/contact-us/');
    await submit('/forms/contact-us/', body, who.headers);
    const [mail] = await mailsTo(body.email);
    expect(mail!.subject).toBe(say('ur', 'mail_form_subject_contact_us'));
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
    ['/forms/consulting-inquiry/', { ...valid['/forms/consulting-inquiry/'], budget: 'a million' }, 'budget'],
    ['/forms/contact-us/', { ...valid['/forms/contact-us/'], full_name: ' ' }, 'full_name'],
    ['/forms/contact-us/', { ...valid['/forms/contact-us/'], subject: 'hi' }, 'subject'],
    ['/forms/cif/', { ...valid['/forms/cif/'], country: 'Arabia' }, 'country'],
    ['/forms/cif/', { ...valid['/forms/cif/'], years_of_experience: 61 }, 'years_of_experience'],
    ['/forms/cif/', { ...valid['/forms/cif/'], linkedin_url: 'not a link' }, 'linkedin_url'],
    ['/forms/diploma-declaration/', { ...valid['/forms/diploma-declaration/'], signature: '' }, 'signature'],
    ['/forms/team-inquiry/', { ...valid['/forms/team-inquiry/'], email: 'nadia@' }, 'email'],
    ['/forms/team-inquiry/', { ...valid['/forms/team-inquiry/'], company: 'N' }, 'company'],
    ['/forms/team-inquiry/', { ...valid['/forms/team-inquiry/'], team_size: 0 }, 'team_size'],
    ['/forms/team-inquiry/', { ...valid['/forms/team-inquiry/'], team_size: undefined }, 'team_size'],
    ['/forms/team-inquiry/', { ...valid['/forms/team-inquiry/'], full_name: undefined }, 'full_name'],
    ['/forms/team-inquiry/', { ...valid['/forms/team-inquiry/'], topics: ['astrology'] }, 'topics.0'],
    ['/forms/team-inquiry/', { ...valid['/forms/team-inquiry/'], topics: ['security', 'security'] }, 'topics'],
  ])('%s answers 400 naming the field (%#)', async (url, body, field) => {
    const response = await submit(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it('an invalid submission is neither stored nor mailed', async () => {
    const body = fresh('/forms/team-inquiry/', { team_size: 0 });
    expect((await submit('/forms/team-inquiry/', body)).statusCode).toBe(400);
    expect(await storedFor(body.email)).toEqual([]);
    expect(await mailsTo(body.email)).toEqual([]);
  });

  it("lists a signed-in submitter's forms in forms/mine/, and only theirs", async () => {
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

describe('the spam trap (website, hidden from people)', () => {
  it.each(Object.keys(valid) as (keyof typeof valid)[])(
    '%s filled by a program answers 201 like a real submission, but stores and mails nothing',
    async (url) => {
      const who = await signUp(t.app);
      const body = fresh(url, { website: 'https://cheap-pills.example' });
      const response = await submit(url, body, { ...who.headers, 'accept-language': 'ar' });
      expect(response.statusCode).toBe(201);
      const real = await submit(url, fresh(url), { 'accept-language': 'ar' });
      expect(Object.keys(response.json()).sort()).toEqual(Object.keys(real.json()).sort());
      expect(response.json()).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        kind: kindOf(url),
        created_at: expect.any(String),
        message: real.json().message,
        confirmation_mailed: true,
      });
      expect(await storedFor(body.email)).toEqual([]);
      expect(await mailsTo(body.email)).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/forms/mine/', headers: who.headers })).json().count).toBe(0);
    },
  );

  it('answers the same even when the trapped form points at nothing in the catalog', async () => {
    const body = fresh('/forms/diploma-declaration/', { website: 'x', career_path_slug: 'astronaut' });
    expect((await submit('/forms/diploma-declaration/', body)).statusCode).toBe(201);
    expect(await storedFor(body.email)).toEqual([]);
  });

  it('left empty, as people leave it, the submission is stored (without the empty trap) and mailed', async () => {
    const body = fresh('/forms/contact-us/', { website: '' });
    expect((await submit('/forms/contact-us/', body)).statusCode).toBe(201);
    const [row] = await storedFor(body.email);
    expect(row!.data).not.toHaveProperty('website');
    expect(await mailsTo(body.email)).toHaveLength(1);
  });
});

describe('forms are strict, small and rate-limited (not free storage)', () => {
  it.each(Object.entries(valid))('%s refuses a field the form does not list (400 naming it) and stores nothing', async (url, body) => {
    const who = await signUp(t.app);
    for (const [field, value] of [
      ['is_admin', true],
      ['user_id', '00000000-0000-0000-0000-000000000000'],
      ['notes_extra', 'x'],
    ] as const) {
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

  it("forms/mine/ never echoes a field outside the form's schema, even one stored before forms were strict", async () => {
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

  it('the team inquiry counts against the same limit, and so does a submission caught by the spam trap', async () => {
    const post = (url: string, payload: object) => limited.app.inject({ method: 'POST', url, payload, remoteAddress: '10.0.2.1' });
    for (let i = 0; i < 3; i += 1) expect((await post('/forms/team-inquiry/', valid['/forms/team-inquiry/'])).statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1) expect((await post('/forms/contact-us/', { ...valid['/forms/contact-us/'], website: 'spam' })).statusCode).toBe(201);
    const refused = await limited.app.inject({
      method: 'POST',
      url: '/forms/team-inquiry/',
      payload: valid['/forms/team-inquiry/'],
      remoteAddress: '10.0.2.1',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The site's pages run on another origin: they may read the wait to say how long it is.
    expect(String(refused.headers['access-control-expose-headers']).toLowerCase()).toContain('retry-after');
  });
});
