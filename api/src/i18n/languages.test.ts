import { desc, eq, sql } from 'drizzle-orm';
import { labs, outbox } from '../db/schema';
import { seedDatabase } from '../seed/seed';
import { createTestApp, signUp, signupBody, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_SITE_URL: 'https://ilm.example' } });
});
afterAll(() => t.close());

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
const URDU_ONLY_LETTERS = /[ٹڈڑںھےۓ]/; // letters Urdu has and Arabic does not
const get = (url: string, language?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(language ? { 'accept-language': language } : {}), ...headers } });

describe('the request language (Accept-Language, the contract rule)', () => {
  it('Accept-Language "fr, ar;q=0.5" answers in Arabic (first language the site offers)', async () => {
    const response = await get('/catalog/labs/no-such-lab/', 'fr, ar;q=0.5');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('لم يُعثر على المختبر "no-such-lab".');
  });

  it('no Accept-Language header answers in English', async () => {
    const response = await get('/catalog/labs/no-such-lab/');
    expect(response.json().message).toBe('Lab "no-such-lab" was not found.');
    const lab = (await get('/catalog/labs/aws-ec2-basics/')).json();
    expect(lab.title).toBe('Launch and Connect to an EC2 Instance');
  });

  it('a language the site does not offer falls back to English', async () => {
    expect((await get('/catalog/labs/no-such-lab/', 'fr-FR, de')).json().message).toBe('Lab "no-such-lab" was not found.');
  });

  it('answers say Vary: Accept-Language (and keep Vary: Origin from CORS)', async () => {
    const response = await get('/catalog/labs/', 'ur', { origin: 'http://localhost:3000' });
    const vary = String(response.headers.vary).toLowerCase();
    expect(vary).toContain('accept-language');
    expect(vary).toContain('origin');
  });
});

describe('error messages in the request language', () => {
  it('the same error code has its message in Arabic and in Urdu, code and status unchanged', async () => {
    const payload = { email: 'nobody@example.com', password: 'wrong password' };
    const answers = await Promise.all(
      ['en', 'ar', 'ur'].map((language) => t.app.inject({ method: 'POST', url: '/accounts/login/', payload, headers: { 'accept-language': language } })),
    );
    const [en, ar, ur] = answers.map((response) => response.json());
    for (const response of answers) expect(response.statusCode).toBe(401);
    for (const body of [en, ar, ur]) expect(body.code).toBe('invalid_credentials');
    expect(en.message).toBe('Email or password is incorrect.');
    expect(ar.message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    expect(ur.message).toBe('ای میل یا پاس ورڈ درست نہیں ہے۔');
  });

  it('a 401 without a token is in Urdu with its code not_authenticated', async () => {
    const response = await get('/accounts/get-user/', 'ur');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_authenticated' });
    expect(response.json().message).toMatch(URDU_ONLY_LETTERS);
  });

  it('a validation 400 in Urdu names the field (in Latin) and keeps code and field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/accounts/signup/',
      payload: signupBody({ email: 'not-an-email' }),
      headers: { 'accept-language': 'ur-PK' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', field: 'email', message: 'email: درست ای میل ایڈریس ہونا چاہیے' });
  });

  it('a missing field in Arabic: "field: حقل مطلوب"', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/accounts/refresh/', payload: {}, headers: { 'accept-language': 'ar' } });
    expect(response.json()).toMatchObject({ code: 'validation_error', field: 'refresh_token', message: 'refresh_token: حقل مطلوب' });
  });

  it('an unknown route answers 404 in Arabic with code route_not_found', async () => {
    const response = await get('/nope/', 'ar');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'route_not_found', message: 'المسار GET /nope/ غير موجود' });
  });
});

describe('catalog words in the request language', () => {
  it('the lab detail in Urdu has its Urdu title and steps; slug, cloud and token cost unchanged', async () => {
    const en = (await get('/catalog/labs/k8s-helm-charts/')).json();
    const ur = (await get('/catalog/labs/k8s-helm-charts/', 'ur')).json();
    expect(ur.title).toBe('Helm سے ایپلیکیشنز پیکج کریں');
    expect(ur.steps).toHaveLength(en.steps.length);
    expect(ur.steps[0].title).toBe('ڈھانچہ بنائیں');
    for (const step of ur.steps) expect(step.body).toMatch(ARABIC_SCRIPT);
    expect(ur.description).toMatch(URDU_ONLY_LETTERS);
    expect(ur).toMatchObject({ slug: en.slug, cloud: en.cloud, level: en.level, token_cost: en.token_cost, tags: en.tags });
  });

  it('a field with no Urdu translation falls back to English', async () => {
    await t.database.db
      .update(labs)
      .set({ translations: sql`${labs.translations} #- '{ur,description}' #- '{ur,steps,3}'` })
      .where(eq(labs.slug, 'aws-ec2-basics'));
    const en = (await get('/catalog/labs/aws-ec2-basics/')).json();
    const ur = (await get('/catalog/labs/aws-ec2-basics/', 'ur')).json();
    expect(ur.title).toBe('EC2 انسٹینس چلائیں اور اس سے جڑیں');
    expect(ur.description).toBe(en.description);
    expect(ur.steps[3]).toEqual(en.steps[3]);
    expect(ur.steps[0].title).toBe('EC2 کنسول کھولیں');
  });

  it('lists, career paths, plans and token packs answer in Arabic; prices unchanged', async () => {
    const list = (await get('/catalog/labs/?cloud=aws', 'ar')).json();
    expect(list.results.every((lab: { title: string }) => ARABIC_SCRIPT.test(lab.title))).toBe(true);
    const path = (await get('/catalog/career-paths/cloud-engineer/', 'ar')).json();
    const pathEn = (await get('/catalog/career-paths/cloud-engineer/')).json();
    expect(path).toMatchObject({ title: 'مهندس سحابة', price_usd_cents: pathEn.price_usd_cents, tokens_included: pathEn.tokens_included });
    expect(path.outcomes).toHaveLength(pathEn.outcomes.length);
    expect(path.labs[0].title).toMatch(ARABIC_SCRIPT);
    const plans = (await get('/payments/plans/', 'ar')).json();
    expect(plans.results.map((plan: { name: string }) => plan.name)).toEqual(['الأساسية', 'القياسية', 'الاحترافية']);
    const packs = (await get('/tokens/packs/', 'ur')).json();
    expect(packs.results[0]).toMatchObject({ slug: 'tokens-10', name: '10 لیب ٹوکن', tokens: 10 });
    const offer = (await get('/catalog/consulting/cloud-security-audit/', 'ur')).json();
    expect(offer.title).toBe('کلاؤڈ سیکیورٹی آڈٹ');
    const learning = (await get('/catalog/learning-paths/aws-foundations/', 'ar')).json();
    expect(learning.title).toBe('أساسيات AWS');
  });

  it('the cached lab list is kept per language', async () => {
    const english = (await get('/catalog/labs/?cloud=gcp')).json();
    const urdu = (await get('/catalog/labs/?cloud=gcp', 'ur')).json();
    expect(english.results[0].title).toBe('Google Compute Engine Basics');
    expect(urdu.results[0].title).toBe('Google Compute Engine کی بنیادی باتیں');
  });
});

describe('records that name a catalog item, in the request language', () => {
  const as = (who: { headers: Record<string, string> }, language: string) => ({ ...who.headers, 'accept-language': language });

  it("an order names its plan, career path and token pack from today's catalog in Arabic and Urdu; English as stored", async () => {
    const who = await signUp(t.app);
    for (const [item_type, item_slug] of [
      ['plan', 'pro'],
      ['career_path', 'cloud-engineer'],
      ['token_pack', 'tokens-25'],
    ]) {
      await t.app.inject({ method: 'POST', url: '/payments/orders/', headers: who.headers, payload: { item_type, item_slug } });
    }
    const names = async (language: string) =>
      (await get('/payments/orders/', undefined, as(who, language))).json().results.map((order: { item_name: string }) => order.item_name);
    expect(await names('en')).toEqual(['25 lab tokens', 'Cloud Engineer career path', 'Pro plan']);
    expect(await names('ar')).toEqual(['25 رمزًا للمختبرات', 'المسار المهني: مهندس سحابة', 'الخطة الاحترافية']);
    const urdu = await names('ur');
    expect(urdu[0]).toBe('25 لیب ٹوکن');
    expect(urdu[2]).toBe('پرو پلان');
    expect(urdu[1]).toMatch(URDU_ONLY_LETTERS);
  });

  it("a lab instance carries its lab's title in Urdu, as launched and as listed", async () => {
    const who = await signUp(t.app);
    const launched = await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: as(who, 'ur'), payload: { lab_slug: 'aws-ec2-basics' } });
    expect(launched.statusCode).toBe(201);
    const [lab] = await t.database.db.select().from(labs).where(eq(labs.slug, 'aws-ec2-basics'));
    expect(launched.json().lab.title).toBe(lab!.translations.ur!.title);
    const listed = await get('/labs/instances/', undefined, as(who, 'ur'));
    expect(listed.json().results[0].lab).toEqual({ slug: 'aws-ec2-basics', title: lab!.translations.ur!.title });
    expect((await get('/labs/instances/', undefined, as(who, 'en'))).json().results[0].lab.title).toBe(lab!.title);
  });
});

describe('mail in the learner language', () => {
  it('the password-reset mail requested in Arabic has an Arabic subject and body with the link', async () => {
    const { user } = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/accounts/forget-password/', payload: { email: user.email }, headers: { 'accept-language': 'ar' } });
    await t.app.services.background.idle(); // the mail leaves after the answer
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, user.email)).orderBy(desc(outbox.createdAt)).limit(1);
    expect(mail!.subject).toBe('إعادة تعيين كلمة مرور Ilm Cloud');
    expect(mail!.body).toMatch(/^مرحبًا Amina،/);
    expect(mail!.body).toMatch(/https:\/\/ilm\.example\/auth\/reset-password\?token=[\w-]+/);
  });

  it('without Accept-Language the mail follows the profile language (Urdu)', async () => {
    const { user, headers } = await signUp(t.app);
    await t.app.inject({ method: 'PATCH', url: '/accounts/profile/', headers, payload: { language: 'ur' } });
    await t.app.inject({ method: 'POST', url: '/accounts/forget-password/', payload: { email: user.email } });
    await t.app.services.background.idle(); // the mail leaves after the answer
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, user.email)).orderBy(desc(outbox.createdAt)).limit(1);
    expect(mail!.subject).toBe('اپنا Ilm Cloud پاس ورڈ ری سیٹ کریں');
  });
});

describe('the profile language', () => {
  it('is the language the learner signed up in (Accept-Language), none when the request named none', async () => {
    const inUrdu = await t.app.inject({ method: 'POST', url: '/accounts/signup/', headers: { 'accept-language': 'ur' }, payload: signupBody() });
    expect(inUrdu.json().user.language).toBe('ur');
    const unnamed = await t.app.inject({ method: 'POST', url: '/accounts/signup/', headers: { 'accept-language': 'fr' }, payload: signupBody() });
    expect(unnamed.json().user.language).toBeNull();
  });

  it('round trip: null at first, PATCH ar, GET profile and get-user say ar, PATCH null clears it', async () => {
    const { headers } = await signUp(t.app);
    expect((await get('/accounts/profile/', undefined, headers)).json().language).toBeNull();
    const patched = await t.app.inject({ method: 'PATCH', url: '/accounts/profile/', headers, payload: { language: 'ar' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().language).toBe('ar');
    expect((await get('/accounts/profile/', undefined, headers)).json().language).toBe('ar');
    expect((await get('/accounts/get-user/', undefined, headers)).json().language).toBe('ar');
    const cleared = await t.app.inject({ method: 'PATCH', url: '/accounts/profile/', headers, payload: { language: null } });
    expect(cleared.json().language).toBeNull();
  });

  it('refuses language "fr" with a 400 naming the field', async () => {
    const { headers } = await signUp(t.app);
    const response = await t.app.inject({ method: 'PATCH', url: '/accounts/profile/', headers, payload: { language: 'fr' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', field: 'language', message: 'language: must be one of: en, ar, ur, null' });
    expect((await get('/accounts/profile/', undefined, headers)).json().language).toBeNull();
  });
});

describe('seeded translations', () => {
  it('a catalog seeded before it had translations gains its Arabic and Urdu words when seeded again (every start)', async () => {
    const { db } = t.database;
    await db.update(labs).set({ translations: {} }).where(eq(labs.slug, 'aws-ec2-basics'));
    await seedDatabase(db);
    const [lab] = await db.select().from(labs).where(eq(labs.slug, 'aws-ec2-basics'));
    expect(lab!.translations.ur?.title).toMatch(URDU_ONLY_LETTERS);
  });

  it('every lab has Arabic and Urdu words with as many objectives and steps as in English', async () => {
    const { labSeeds } = await import('../modules/catalog/seed/catalog-seed');
    for (const lab of labSeeds) {
      for (const language of ['ar', 'ur'] as const) {
        const words = lab.translations?.[language];
        expect({ slug: lab.slug, language, objectives: words?.objectives?.length, steps: words?.steps?.length }).toEqual({
          slug: lab.slug,
          language,
          objectives: lab.objectives.length,
          steps: lab.steps.length,
        });
      }
    }
  });
});

describe('catalog search', () => {
  it('search= matches the Urdu words when the request is in Urdu', async () => {
    const found = (await get(`/catalog/labs/?search=${encodeURIComponent('کلسٹر')}`, 'ur')).json();
    expect(found.count).toBeGreaterThan(0);
    expect((await get(`/catalog/labs/?search=${encodeURIComponent('کلسٹر')}`)).json().count).toBe(0);
  });
});
