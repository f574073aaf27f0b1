import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { answerCountryLookup } from '../support/country-lookup';
import { signInBrowser, signUpLearner } from '../support/learner';
import { linkingTo } from '../support/mailbox';
import { AUTH_PAGES, PAGES } from '../support/spec-pages';
import { typeInTerminal, waitForTerminal } from '../support/lab-terminal';
import { API_URL, SHELL_URL, Stack } from '../support/stack';

/**
 * Names and technical terms that stay in Latin script in Arabic and Urdu (docs/rules/languages.md).
 * A run of four or more other Latin words in `main` is an English sentence left behind, unless it is
 * marked as English (`lang="en"`: a certification's full name), as a screen reader needs it to be.
 */
const LATIN_ALLOWED =
  /^(Ilm|Cloud|AWS|Azure|Google|GCP|Kubernetes|IAM|EC2|S3|VPC|CLI|API|USD|US|Lambda|CloudFront|DynamoDB|Linux|Helm|CKA|CKAD|CNCF|AI|DevOps|SQL|SQLite|Docker|Git|GitHub|Terraform|OpenSSL|Python|Amazon|Microsoft|Entra)$/;

/** Runs of four or more Latin-script words in `text` that are not names. */
function englishSentences(text: string): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 4) runs.push(run.join(' '));
    run = [];
  };
  for (const token of text.split(/\s+/)) {
    const word = token.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, '');
    if (/^[A-Za-z][A-Za-z'-]+$/.test(word) && !LATIN_ALLOWED.test(word)) run.push(word);
    else if (word === '' && /^[\d.,:$€£%()-]+$/.test(token)) continue;
    else flush();
  }
  flush();
  return runs;
}

const URDU_ONLY_LETTERS = /[ٹڈڑںھےۓ]/; // letters Urdu has and Arabic does not

// The API sends its mail to the stack's mailbox over SMTP, as it would to a real mail server.
const stack = new Stack({ MAIL_FROM: 'Ilm Cloud <no-reply@ilm.example>' });
const mailbox = stack.mailbox;
let browser: Browser;

beforeAll(async () => {
  [browser] = await Promise.all([launchBrowser(), stack.start()]);
});
afterAll(async () => {
  await browser?.close();
  await stack.stop();
});

async function phoneContext(language: string, signedIn: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  await context.addCookies([{ name: 'lang', value: language, url: SHELL_URL, sameSite: 'Lax' }]);
  if (signedIn) await signInBrowser(context, await signUpLearner(stack));
  return context;
}

/**
 * What is wrong with `url` in `language`: direction, language, horizontal scroll at 360 px,
 * English left in main, and any accessibility rule axe-core finds broken.
 */
async function problemsOf(page: Page, url: string, language: string): Promise<string[]> {
  await page.goto(`${SHELL_URL}${url}`);
  await page.locator('main h1').first().waitFor({ timeout: 20_000 });
  // The page's data arrives after its heading: wait until nothing is loading.
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    // The visible words of main, but for those marked as English (lang="en").
    main: (() => {
      const main = document.querySelector('main');
      if (!main) return '';
      const words: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // What a reader sees (as innerText would give it), but for words marked as English.
        if (parent?.checkVisibility({ checkVisibilityCSS: true }) && parent.closest('[lang]')?.getAttribute('lang') !== 'en')
          words.push(node.textContent ?? '');
      }
      return words.join(' ');
    })(),
  }));
  const problems: string[] = [];
  if (seen.lang !== language) problems.push(`${url}: lang=${seen.lang}`);
  if (seen.dir !== 'rtl') problems.push(`${url}: dir=${seen.dir}`);
  if (seen.overflow > 1) problems.push(`${url}: scrolls sideways by ${seen.overflow}px at 360px`);
  for (const sentence of englishSentences(seen.main)) problems.push(`${url}: English left: "${sentence}"`);
  for (const violation of await axeViolations(page)) {
    problems.push(`${url}: axe ${violation.id} (${violation.impact}): ${violation.help} at ${violation.targets.slice(0, 3).join(', ')}`);
  }
  return problems;
}

describe.each(['ar', 'ur'])('every page of the site map in %s', (language) => {
  it(`is right to left, lang=${language}, fits 360 px, has no English sentence in main and no axe violation (visitor pages)`, async () => {
    const context = await phoneContext(language, false);
    const page = await context.newPage();
    const problems: string[] = [];
    const visitorPages = [...PAGES.filter(([, layout]) => layout !== 'dashboard'), ...AUTH_PAGES].map(([url]) => url);
    for (const url of visitorPages) problems.push(...(await problemsOf(page, url, language)));
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);

  it(`is right to left, lang=${language}, fits 360 px, has no English sentence in main and no axe violation (learner pages)`, async () => {
    const context = await phoneContext(language, true);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const [url] of PAGES.filter(([, layout]) => layout === 'dashboard')) problems.push(...(await problemsOf(page, url, language)));
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('choosing the language', () => {
  it('?lang=ur switches the page to Urdu and keeps the choice for the next visit', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${SHELL_URL}/pricing?lang=ur`);
    await page.locator('main h1').first().waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ur', 'rtl']);
    await page.goto(`${SHELL_URL}/pricing`);
    await page.locator('main h1').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ur');
    await context.close();
  });

  it('?lang=ar is kept for the next visit even when no script of the page has run (scripts off)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${SHELL_URL}/pricing?lang=ar`);
    await page.goto(`${SHELL_URL}/pricing`);
    await page.locator('main h1').first().waitFor();
    expect([await page.locator('html').getAttribute('lang'), await page.locator('html').getAttribute('dir')]).toEqual(['ar', 'rtl']);
    await context.close();
  });

  it('the language control switches the page without a reload, and back to English', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${SHELL_URL}/`);
    const heading = page.locator('main h1').first();
    const english = await heading.textContent();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.waitForFunction((before) => document.querySelector('main h1')?.textContent !== before, english);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.getByRole('combobox', { name: 'اللغة' }).first().selectOption('en');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    expect(await heading.textContent()).toBe(english);
    await context.close();
  });

  it('a first visit follows the browser: an Arabic browser gets Arabic from the server', async () => {
    const response = await fetch(`${SHELL_URL}/about-us`, { headers: { 'accept-language': 'ar-SA,ar;q=0.9' } });
    expect(await response.text()).toContain('<html lang="ar" dir="rtl">');
  });
});

/** A change of the root's class as a page loads: when, the class, and whether Urdu's face was loaded then. */
interface RootClassChange {
  at: number;
  className: string;
  urduFace: boolean;
}

describe("a page painted with its language's face", () => {
  /** Each change of the root's class as the page at `url` loads. */
  async function rootClassChanges(url: string): Promise<RootClassChange[]> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const changes: RootClassChange[] = [];
      (window as unknown as { rootClassChanges: typeof changes }).rootClassChanges = changes;
      new MutationObserver(() =>
        changes.push({ at: performance.now(), className: document.documentElement.className, urduFace: document.fonts.check("1em 'Noto Nastaliq Urdu'", 'ہ') }),
      ).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    await page.goto(url);
    await page.locator('main h1').first().waitFor();
    const changes = await page.evaluate(() => (window as unknown as { rootClassChanges: RootClassChange[] }).rootClassChanges);
    await context.close();
    return changes;
  }

  it('is shown once its face is loaded, or after 100 ms without it, and never before (ADR 0007, lever 18)', async () => {
    const changes = await rootClassChanges(`${SHELL_URL}/pricing?lang=ur`);
    const held = changes.findIndex((change) => change.className.includes('ilm-faces-wait'));
    const shown = changes.findIndex((change, index) => index > held && !change.className.includes('ilm-faces-wait'));
    // The head's script ran (the page's Content-Security-Policy allows it), held the body, and let it go.
    expect([held, shown].every((index) => index >= 0)).toBe(true);
    const { at, urduFace } = changes[shown]!;
    expect(urduFace || at - changes[held]!.at >= 100).toBe(true);
  });

  it('is not held where the page has no face of its own to wait for (English, a first visit in Arabic)', async () => {
    for (const language of ['en', 'ar']) {
      const changes = await rootClassChanges(`${SHELL_URL}/pricing?lang=${language}`);
      expect([language, changes.filter((change) => change.className.includes('ilm-faces-wait'))]).toEqual([language, []]);
    }
  });
});

/** The Urdu words a learner reads on the way (mfe-auth's and mfe-dashboard's `*.ur.ts`). */
const URDU = {
  firstName: 'پہلا نام',
  lastName: 'خاندانی نام',
  email: 'ای میل',
  password: 'پاس ورڈ',
  country: 'ملک',
  phone: 'فون نمبر',
  createAccount: 'اکاؤنٹ بنائیں',
  buy: 'خریدیں',
  nameOnCard: 'کارڈ پر نام',
  cardNumber: 'کارڈ نمبر',
  expiry: 'میعاد ختم ہونے کی تاریخ',
  cvc: 'سکیورٹی کوڈ (CVC)',
  pay: /ادا کریں$/,
  paid: 'ادائیگی موصول ہو گئی',
  launchLab: 'لیب شروع کریں',
  launchFor: /ٹوکن میں شروع کریں$/,
  running: 'آپ کی لیب چل رہی ہے',
  steps: 'مراحل',
  check: 'میرا کام جانچیں',
  notYet: 'ابھی نہیں:',
  passed: 'مرحلہ کامیاب۔ شاباش!',
  connected: 'جڑا ہوا ہے',
  stopLab: 'لیب روکیں',
  stopped: 'لیب روک دی گئی',
};

describe('a learner who reads only Urdu', () => {
  it('signs up, buys tokens, launches a lab, reads its steps, is told in Urdu why a step is not done, passes it from the terminal and stops the lab, all in Urdu; the password-reset mail arrives in Urdu', async () => {
    // An Urdu browser: the first visit follows it, with no ?lang= and no cookie.
    const context = await browser.newContext({ locale: 'ur-PK' });
    await answerCountryLookup(context);
    const page = await context.newPage();
    const email = `urdu-${Date.now()}@example.com`;
    await page.goto(`${SHELL_URL}/auth/signup`);
    const form = page.getByRole('main');
    await form.getByLabel(URDU.firstName).fill('Amina');
    await form.getByLabel(URDU.lastName).fill('Khan');
    await form.getByLabel(URDU.email).fill(email);
    await form.getByLabel(URDU.password, { exact: true }).fill('correct-horse-42');
    await form.getByLabel(URDU.country, { exact: true }).selectOption('PK');
    await form.getByRole('textbox', { name: URDU.phone }).fill('3001234567');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: URDU.createAccount }).click();
    await page.waitForURL(`${SHELL_URL}/instance-dashboard`);
    // The confirmation mail of the sign-up is in Urdu too.
    const welcome = await mailbox.waitFor(email, { match: linkingTo('/auth/confirm-email') });
    expect(welcome.subject).toMatch(URDU_ONLY_LETTERS);
    expect(englishSentences(welcome.text)).toEqual([]);

    await page.goto(`${SHELL_URL}/tokens`);
    await page
      .getByRole('main')
      .getByRole('link', { name: URDU.buy })
      .or(page.getByRole('main').getByRole('button', { name: URDU.buy }))
      .first()
      .click();
    await page.waitForURL(/\/checkout\?pack=tokens-10/);
    await page.getByLabel(URDU.nameOnCard).fill('Amina Khan');
    await page.getByLabel(URDU.cardNumber).fill('4242 4242 4242 4242');
    await page.getByLabel(URDU.expiry).fill('12/30');
    await page.getByLabel(URDU.cvc).fill('123');
    const payButton = page.getByRole('button', { name: URDU.pay });
    expect(await payButton.textContent()).toMatch(/^\$10\.00 ادا کریں$/);
    await payButton.click();
    await page.getByRole('heading', { name: URDU.paid }).waitFor();

    await page.goto(`${SHELL_URL}/labs/linux-files-and-permissions`);
    await page.getByRole('button', { name: URDU.launchLab }).click();
    await page.getByRole('dialog').getByRole('button', { name: URDU.launchFor }).click();
    await page.waitForURL(/\/instance-dashboard/);
    await page.getByText(URDU.running).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ur', 'rtl']);

    // The running lab's steps are the lab's Urdu words, as the API keeps them.
    const lab = (await (await fetch(`${API_URL}catalog/labs/linux-files-and-permissions/`, { headers: { 'accept-language': 'ur' } })).json()) as {
      steps: { title: string }[];
    };
    const steps = page.getByRole('region', { name: URDU.steps });
    expect(lab.steps.length).toBeGreaterThan(2);
    for (const step of lab.steps) {
      expect(step.title).toMatch(URDU_ONLY_LETTERS);
      await steps.getByText(step.title, { exact: true }).first().waitFor();
    }

    // The first step's check says, in Urdu, why it is not done; typed in the terminal, it passes.
    await steps.getByRole('button', { name: URDU.check }).click();
    const reason = steps.getByRole('alert').filter({ hasText: URDU.notYet });
    await reason.waitFor();
    expect((await reason.innerText()).replace(URDU.notYet, '').replace('projects', '')).toMatch(URDU_ONLY_LETTERS);
    await page.getByRole('status').filter({ hasText: URDU.connected }).waitFor({ timeout: 20_000 });
    await waitForTerminal(page, '$ ');
    await typeInTerminal(page, 'mkdir ~/projects');
    await steps.getByRole('button', { name: URDU.check }).click();
    await steps.getByText(URDU.passed).waitFor();
    // The running lab in Urdu, terminal and all, passes axe as every other page does.
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: URDU.stopLab }).click();
    await page.getByRole('dialog').getByRole('button', { name: URDU.stopLab }).click();
    await page.getByRole('heading', { name: URDU.stopped }).waitFor();

    // Signed out, from an English browser: the reset mail follows the learner's profile language,
    // kept from the Urdu sign-up.
    const reset = await fetch(`${API_URL}accounts/forget-password/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(reset.status).toBe(200);
    const mail = await mailbox.waitFor(email, { match: linkingTo('/auth/reset-password') });
    expect(mail.subject).toMatch(URDU_ONLY_LETTERS);
    expect(mail.subject).toContain('Ilm Cloud');
    expect(mail.text).toMatch(URDU_ONLY_LETTERS);
    expect(mail.text).toContain(`${SHELL_URL}/auth/reset-password?token=`);
    expect(englishSentences(mail.text)).toEqual([]);
    await context.close();
  }, 120_000);
});
