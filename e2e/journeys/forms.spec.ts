import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { collectErrors, launchBrowser } from '../support/browser';
import { answerCountryLookup } from '../support/country-lookup';
import { signInBrowser, signUpLearner, type Learner } from '../support/learner';
import type { ReceivedMail } from '../support/mailbox';
import { API_URL, SHELL_URL, Stack } from '../support/stack';

// The API sends its mail to the stack's mailbox over SMTP, as it would to a real mail server.
const stack = new Stack();
let browser: Browser;

beforeAll(async () => {
  [browser] = await Promise.all([launchBrowser(), stack.start()]);
});
afterAll(async () => {
  await browser?.close();
  await stack.stop();
});

let visitors = 0;
/** An address of its own for each form sent, so each journey reads only its own mail. */
const newAddress = (who: string) => `${who}-${Date.now()}-${(visitors += 1)}@example.com`;

/** The confirmation of a form: the mail to `address` with that subject. */
const confirmation = (address: string, subject: string): Promise<ReceivedMail> => stack.mailbox.waitFor(address, { match: (mail) => mail.subject === subject });

/** The sign-in form's rules: a chunk of their own (mfe-auth's lazy-rules.ts). */
const SIGN_IN_RULES = /\/sign-in-schema\.[0-9a-f]+\.js$/;

/** Opens `path` in a browser of its own; with `learner`, signed in as that learner. */
async function openPage(path: string, learner?: Learner): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext();
  // The phone input asks an IP-to-country service for its first country.
  await answerCountryLookup(context);
  if (learner) await signInBrowser(context, learner);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${SHELL_URL}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { context, page, errors };
}

/** What a screen reader announces with `control` besides its name: the texts its aria-describedby points at. */
const descriptionOf = (control: Locator): Promise<string> =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/** Counts the POSTs of `page` to the form endpoint `path` (`forms/contact-us/`). */
function countPosts(page: Page, path: string): { readonly count: number } {
  const posts = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${API_URL}${path}`) posts.count += 1;
  });
  return posts;
}

async function fillContactForm(page: Page, email: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Full name', { exact: true }).fill('Bilal Siddiqui');
  await main.getByLabel('E-mail', { exact: true }).fill(email);
  await main.getByLabel('Subject', { exact: true }).fill('Team pricing');
  await main.getByLabel('Message', { exact: true }).fill('Do you offer discounts for ten seats?');
}

describe('forms', () => {
  it('a visitor sends the contact form: the page says what happens next, and the confirmation mail arrives', async () => {
    const { context, page, errors } = await openPage('/contact-us');
    const email = newAddress('contact');
    await fillContactForm(page, email);
    await page.getByRole('main').getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Thank you: we received it' }).waitFor();
    await page.getByText(`We have sent a confirmation to ${email}.`, { exact: false }).waitFor();
    await page.getByRole('heading', { name: 'What happens next' }).waitFor();

    const mail = await confirmation(email, 'Ilm Cloud: we received your message');
    // Nobody confirmed this address: the mail says a form arrived, and relays nothing the visitor wrote (docs/rules/forms.md).
    expect(mail.text).toContain('Someone sent Ilm Cloud a form giving this address as theirs.');
    expect(mail.text).not.toMatch(/Bilal|Team pricing|discounts/);
    expect(mail.text).toContain('What happens next');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an invalid field is named at the field, and nothing is sent until it is right', async () => {
    const { context, page } = await openPage('/contact-us');
    const main = page.getByRole('main');
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === `${API_URL}forms/contact-us/`) sent += 1;
    });
    await fillContactForm(page, 'bilal@');
    await main.getByLabel('Message', { exact: true }).fill('hi');
    await main.getByRole('button', { name: 'Send' }).click();
    await main.getByText('Enter an e-mail address like name@example.com.').waitFor();
    await main.getByText('Write your message: at least 10 characters.').waitFor();
    expect(await main.getByLabel('E-mail', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await main.getByLabel('E-mail', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(sent).toBe(0);
    // The form, its messages included, passes axe as every page does.
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('a message that appears as a field is left does not take the click that left it: the box clicked is ticked, then unticked', async () => {
    const { context, page, errors } = await openPage('/auth/signup');
    const main = page.getByRole('main');
    const terms = main.getByRole('checkbox');
    // Each message appears above the box, pushing it down: a click whose press and release land apart is lost, and check() fails.
    await main.getByRole('textbox', { name: 'Phone number' }).fill('300');
    await terms.check();
    await main.getByText('This phone number is too short.').waitFor();
    await main.getByLabel('Password', { exact: true }).fill('short');
    await terms.uncheck();
    await main.getByText('Use at least 10 characters.', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with the API unreachable the message stays as typed and the page says so; sent again, it goes through', async () => {
    const { context, page } = await openPage('/contact-us');
    const main = page.getByRole('main');
    const email = newAddress('offline');
    const endpoint = `${API_URL}forms/contact-us/`;
    await page.route(endpoint, (route) => route.abort('connectionrefused'));
    await fillContactForm(page, email);
    await main.getByRole('button', { name: 'Send' }).click();
    await main.getByRole('alert').getByText('We could not reach the server. Your message is still here', { exact: false }).waitFor();
    expect(await main.getByLabel('Full name', { exact: true }).inputValue()).toBe('Bilal Siddiqui');
    expect(await main.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    expect(await main.getByLabel('Subject', { exact: true }).inputValue()).toBe('Team pricing');
    expect(await main.getByLabel('Message', { exact: true }).inputValue()).toBe('Do you offer discounts for ten seats?');

    await page.unroute(endpoint);
    await main.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Thank you: we received it' }).waitFor();
    await confirmation(email, 'Ilm Cloud: we received your message');
    await context.close();
  });

  it('a visitor sends the candidate information form, and its confirmation says what happens next without promising a visa', async () => {
    const { context, page, errors } = await openPage('/cif-form');
    const main = page.getByRole('main');
    const email = newAddress('candidate');
    await main.getByLabel('First name', { exact: true }).fill('Sara');
    await main.getByLabel('Last name', { exact: true }).fill('Malik');
    await main.getByLabel('E-mail', { exact: true }).fill(email);
    await main.getByRole('textbox', { name: 'Phone number' }).fill('+923001234567');
    await main.getByLabel('Country of residence', { exact: true }).selectOption('PK');
    await main.getByLabel('Date of birth', { exact: true }).fill('1996-04-12');
    await main.getByLabel('Highest level of education', { exact: true }).selectOption('bachelor');
    await main.getByLabel('Field of study', { exact: true }).fill('Computer Science');
    await main.getByLabel('Years of work experience', { exact: true }).fill('3');
    const interests = main.getByRole('group', { name: 'What would you like help with?' });
    await interests.getByLabel('Job placement', { exact: true }).check();
    await interests.getByLabel('Immigration support', { exact: true }).check();
    await main.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Thank you: we received it' }).waitFor();
    await page.getByText('we cannot promise a visa', { exact: false }).waitFor();

    const mail = await confirmation(email, 'Ilm Cloud: we received your candidate information form');
    expect(mail.text).not.toContain('Sara');
    expect(mail.text).toContain('Country: Pakistan');
    expect(mail.text).toContain('Interested in: Job placement and Immigration support');
    expect(mail.text).toContain('we cannot promise a visa');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the candidate information form names each missing answer, and keeps the ones given', async () => {
    const { context, page } = await openPage('/cif-form');
    const main = page.getByRole('main');
    await main.getByLabel('First name', { exact: true }).fill('Sara');
    await main.getByRole('button', { name: 'Send' }).click();
    await main.getByText('Enter your last name.').waitFor();
    await main.getByText('Choose at least one thing you would like help with.').waitFor();
    expect(await main.getByLabel('Last name', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await main.getByLabel('First name', { exact: true }).inputValue()).toBe('Sara');
    await context.close();
  });

  it('a page in Arabic sends its form, and the confirmation mail is in Arabic', async () => {
    const { context, page } = await openPage('/contact-us?lang=ar');
    const main = page.getByRole('main');
    const email = newAddress('arabic');
    await main.getByLabel('الاسم الكامل', { exact: true }).fill('سارة مالك');
    await main.getByLabel('البريد الإلكتروني', { exact: true }).fill(email);
    await main.getByLabel('الموضوع', { exact: true }).fill('أسعار الفرق');
    await main.getByLabel('الرسالة', { exact: true }).fill('هل تقدّمون خصمًا لعشرة مقاعد؟');
    await main.getByRole('button', { name: 'إرسال' }).click();
    await page.getByRole('heading', { name: 'شكرًا لك: تلقّينا ما أرسلته' }).waitFor();
    const mail = await confirmation(email, 'Ilm Cloud: تلقّينا رسالتك');
    expect(mail.text).toContain('ما الذي سيحدث بعد ذلك');
    await context.close();
  });

  it('a visitor follows a consulting offer from /consulting, asks about it, and the confirmation mail names the offer', async () => {
    const { context, page, errors } = await openPage('/consulting');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Cloud Security Audit', exact: true }).click();
    await page.waitForURL(`${SHELL_URL}/consulting/cloud-security-audit`);
    await page.getByRole('heading', { level: 1, name: 'Cloud Security Audit' }).waitFor();

    const inquiry = main.getByRole('region', { name: 'Ask about Cloud Security Audit' });
    const email = newAddress('consulting');
    await inquiry.getByLabel('Full name', { exact: true }).fill('Bilal Siddiqui');
    await inquiry.getByLabel('Work e-mail', { exact: true }).fill(email);
    await inquiry.getByLabel('Company', { exact: true }).fill('Indus Logistics');
    await inquiry.getByLabel('Team size (optional)', { exact: true }).fill('12');
    await inquiry.getByLabel('Budget (optional)', { exact: true }).selectOption({ label: '$5,000 to $20,000' });
    await inquiry.getByLabel('Message', { exact: true }).fill('We run on AWS and need an audit before our ISO 27001 review.');
    await inquiry.getByRole('button', { name: 'Send' }).click();
    await inquiry.getByRole('heading', { name: 'Thank you: we received it' }).waitFor();
    await inquiry.getByText('A consultant will contact you within two business days.').waitFor();
    await inquiry.getByText(`We have sent a confirmation to ${email}.`, { exact: false }).waitFor();
    await inquiry.getByText('A consultant reads your inquiry and writes to you within two business days', { exact: false }).waitFor();

    const mail = await confirmation(email, 'Ilm Cloud: we received your consulting inquiry');
    expect(mail.text).not.toMatch(/Bilal|Indus Logistics/);
    expect(mail.text).toContain('Consulting offer: Cloud Security Audit');
    expect(mail.text).toContain('Team size: 12');
    expect(mail.text).toContain('Budget: $5,000 to $20,000');
    expect(mail.text).toContain('What happens next');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a page the server drew inside its layout, no id is used twice, so each of the page's labels names its own field", async () => {
    // The layout (language and country choices) and the page are two React roots: their `useId` ids must not meet.
    const { context, page } = await openPage('/consulting/cloud-security-audit');
    const duplicateIds = () =>
      page.evaluate(() => {
        const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
        return ids.filter((id, index) => ids.indexOf(id) !== index);
      });
    expect(await duplicateIds()).toEqual([]);
    const inquiry = page.getByRole('main').getByRole('region', { name: 'Ask about Cloud Security Audit' });
    const company = inquiry.getByLabel('Company', { exact: true });
    await company.fill('Indus Logistics');
    expect(await company.getAttribute('name')).toBe('company');
    expect(await inquiry.getByLabel('Team size (optional)', { exact: true }).getAttribute('name')).toBe('team_size');
    expect(await duplicateIds()).toEqual([]);
    await context.close();
  });

  it('a company sends the team inquiry of the for-business page, and its confirmation lists the topics chosen', async () => {
    const { context, page, errors } = await openPage('/hidden/for-business');
    const main = page.getByRole('main');
    // The hero's first call to action leads to the form.
    await main.getByRole('link', { name: 'Talk to us about your team' }).click();
    await page.waitForURL(`${SHELL_URL}/hidden/for-business#team-inquiry`);

    const inquiry = main.getByRole('region', { name: 'Talk to us about your team' });
    const email = newAddress('team');
    await inquiry.getByLabel('Full name', { exact: true }).fill('Hina Qureshi');
    await inquiry.getByLabel('Work e-mail', { exact: true }).fill(email);
    await inquiry.getByLabel('Company', { exact: true }).fill('Karachi Fintech');
    await inquiry.getByLabel('Team size', { exact: true }).fill('25');
    const topics = inquiry.getByRole('group', { name: 'Topics of interest (optional)' });
    await topics.getByLabel('Kubernetes and DevOps', { exact: true }).check();
    await topics.getByLabel('Linux administration', { exact: true }).check();
    await inquiry.getByLabel('Message (optional)', { exact: true }).fill('Our platform team moves to Kubernetes this year.');
    await inquiry.getByRole('button', { name: 'Send' }).click();
    await inquiry.getByRole('heading', { name: 'Thank you: we received it' }).waitFor();
    await inquiry.getByText("Our team will write to you within two business days to plan your team's training.", { exact: false }).waitFor();
    await inquiry.getByText(`We have sent a confirmation to ${email}.`, { exact: false }).waitFor();

    const mail = await confirmation(email, 'Ilm Cloud: we received your team training inquiry');
    expect(mail.text).not.toMatch(/Hina|Karachi Fintech|platform team moves/);
    expect(mail.text).toContain('Team size: 25');
    expect(mail.text).toContain('Topics: Kubernetes and DevOps and Linux administration');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the sign-in page fetches no rules while it only stands shown; focusing a field fetches them (lever 30)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const rules: string[] = [];
    page.on('request', (request) => {
      if (SIGN_IN_RULES.test(request.url())) rules.push(request.url());
    });
    await page.goto(`${SHELL_URL}/auth/signin`, { waitUntil: 'networkidle' });
    const email = page.getByRole('main').getByLabel('Email');
    // Past the page's idle time: an idle page fetched them within 3 s at the latest.
    await page.waitForTimeout(3500);
    expect(rules).toEqual([]);
    const fetched = page.waitForRequest(SIGN_IN_RULES);
    await email.focus();
    await fetched;
    expect(rules).toHaveLength(1);
    await context.close();
  });

  it("a sign-in pressed again while the form's rules still load is not lost: the press after filling the fields signs in, once", async () => {
    const learner = await signUpLearner(stack);
    const context = await browser.newContext();
    // The rules (their own chunk, fetched at the form's first use or its first check) held back, as on a slow line.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(SIGN_IN_RULES, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${SHELL_URL}/auth/signin`);
    const main = page.getByRole('main');
    const posts = countPosts(page, 'accounts/login/');
    await main.getByRole('button', { name: 'Sign in' }).click();
    await main.getByLabel('Email').fill(learner.email);
    await main.getByLabel('Password', { exact: true }).fill(learner.password);
    await main.getByRole('button', { name: 'Sign in' }).click();
    release();
    await page.waitForURL(`${SHELL_URL}/instance-dashboard`);
    expect(posts.count).toBe(1);
    await context.close();
  });

  it('a visitor who is not signed in is offered a sign-in that brings them back to the diploma declaration', async () => {
    const learner = await signUpLearner(stack);
    const { context, page } = await openPage('/diploma-declaration');
    const main = page.getByRole('main');
    const signIn = main.getByRole('region', { name: 'Sign in to make your declaration' });
    await signIn.getByRole('link', { name: 'Sign in to declare your diploma' }).click();
    await page.waitForURL(`${SHELL_URL}/auth/signin?redirect=%2Fdiploma-declaration`);
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill(learner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${SHELL_URL}/diploma-declaration`);
    await main.getByRole('region', { name: 'Your declaration' }).getByLabel('Career path', { exact: true }).waitFor();
    expect(await main.getByRole('link', { name: 'Sign in to declare your diploma' }).count()).toBe(0);
    await context.close();
  });

  it('a signed-in learner sends the diploma declaration: their details are filled in, and the mail names the path and the name to print', async () => {
    const learner = await signUpLearner(stack);
    const { context, page, errors } = await openPage('/diploma-declaration', learner);
    const declaration = page.getByRole('main').getByRole('region', { name: 'Your declaration' });
    await declaration.getByLabel('Career path', { exact: true }).selectOption({ label: 'Cloud Engineer' });
    await declaration.getByLabel('Name to print on the diploma', { exact: true }).fill('Amina Noor Khan');
    await declaration.getByLabel('Date of birth', { exact: true }).fill('1995-02-20');
    await declaration.getByLabel('I declare that the work I submitted for this career path is my own.', { exact: true }).check();
    await declaration.getByLabel('Signature', { exact: true }).fill('Amina Noor Khan');
    // The learner's name and address come from the account: the learner types neither.
    expect(await declaration.getByLabel('Full name', { exact: true }).inputValue()).toBe('Amina Khan');
    expect(await declaration.getByLabel('E-mail', { exact: true }).inputValue()).toBe(learner.email);
    await declaration.getByRole('button', { name: 'Send' }).click();
    await declaration.getByRole('heading', { name: 'Thank you: we received it' }).waitFor();
    await declaration.getByText('Your diploma declaration has been recorded.').waitFor();
    await declaration.getByText('Your diploma is issued as soon as you have completed every lab of this career path.', { exact: false }).waitFor();

    const mail = await confirmation(learner.email, 'Ilm Cloud: we received your diploma declaration');
    expect(mail.text).toContain('Hello Amina Khan,');
    expect(mail.text).toContain('Career path: Cloud Engineer');
    expect(mail.text).toContain('Name on the diploma: Amina Noor Khan');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a diploma declaration whose declaration box is left unticked names it at the box, and is not sent until it is ticked', async () => {
    const learner = await signUpLearner(stack);
    const { context, page } = await openPage('/diploma-declaration', learner);
    const declaration = page.getByRole('main').getByRole('region', { name: 'Your declaration' });
    const posts = countPosts(page, 'forms/diploma-declaration/');
    await declaration.getByLabel('Career path', { exact: true }).selectOption({ label: 'Cloud Engineer' });
    await declaration.getByLabel('Date of birth', { exact: true }).fill('1995-02-20');
    await declaration.getByLabel('Signature', { exact: true }).fill('Amina Khan');
    await declaration.getByRole('button', { name: 'Send' }).click();

    const box = declaration.getByLabel('I declare that the work I submitted for this career path is my own.', { exact: true });
    await declaration.getByText('Confirm that the work you submitted is your own.').waitFor();
    expect(await descriptionOf(box)).toBe('Confirm that the work you submitted is your own.');
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(posts.count).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await box.check();
    await declaration.getByRole('button', { name: 'Send' }).click();
    await declaration.getByRole('heading', { name: 'Thank you: we received it' }).waitFor();
    expect(posts.count).toBe(1);
    await context.close();
  });

  it('in Urdu a visitor follows a consulting offer, and the page, its thanks and the confirmation mail are in Urdu', async () => {
    const { context, page, errors } = await openPage('/consulting?lang=ur');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ur', 'rtl']);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'ہماری کنسلٹنگ آفرز' }).waitFor();
    await main.getByRole('link', { name: 'کلاؤڈ سیکیورٹی آڈٹ', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/consulting/cloud-security-audit');
    await page.getByRole('heading', { level: 1, name: 'کلاؤڈ سیکیورٹی آڈٹ' }).waitFor();

    const inquiry = main.getByRole('region', { name: 'کلاؤڈ سیکیورٹی آڈٹ کے بارے میں پوچھیں' });
    const email = newAddress('urdu');
    await inquiry.getByLabel('پورا نام', { exact: true }).fill('عائشہ ملک');
    await inquiry.getByLabel('دفتری ای میل', { exact: true }).fill(email);
    await inquiry.getByLabel('کمپنی', { exact: true }).fill('لاہور سافٹ ویئر ہاؤس');
    await inquiry.getByLabel('پیغام', { exact: true }).fill('ہمیں اپنے AWS اکاؤنٹس کا سیکیورٹی جائزہ درکار ہے۔');
    await inquiry.getByRole('button', { name: 'بھیجیں' }).click();
    await inquiry.getByRole('heading', { name: 'شکریہ: ہمیں آپ کا فارم مل گیا ہے' }).waitFor();
    await inquiry.getByText('شکریہ۔ ایک کنسلٹنٹ دو کاروباری دنوں کے اندر آپ سے رابطہ کرے گا۔').waitFor();
    await inquiry.getByRole('heading', { name: 'آگے کیا ہوگا' }).waitFor();

    const mail = await confirmation(email, 'Ilm Cloud: ہمیں کنسلٹنگ کے بارے میں آپ کی درخواست مل گئی ہے');
    expect(mail.text).toMatch(/^السلام علیکم،/);
    expect(mail.text).not.toMatch(/عائشہ|لاہور سافٹ ویئر ہاؤس/);
    expect(mail.text).toContain('کنسلٹنگ آفر: کلاؤڈ سیکیورٹی آڈٹ');
    expect(mail.text).toContain('آگے کیا ہوگا:');
    expect(errors).toEqual([]);
    await context.close();
  });
});
