import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { collectErrors, launchBrowser } from '../support/browser';
import { answerCountryLookup } from '../support/country-lookup';
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
const confirmation = (address: string, subject: string): Promise<ReceivedMail> =>
  stack.mailbox.waitFor(address, { match: (mail) => mail.subject === subject });

async function openPage(path: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext();
  // The phone input asks an IP-to-country service for its first country.
  await answerCountryLookup(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${SHELL_URL}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { context, page, errors };
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
    expect(mail.text).toContain('Hello Bilal Siddiqui,');
    expect(mail.text).toContain('Subject: Team pricing');
    expect(mail.text).toContain('Message: Do you offer discounts for ten seats?');
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
    expect(mail.text).toContain('Name: Sara Malik');
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
});
