import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { collectErrors, launchBrowser } from '../support/browser';
import { answerCountryLookup } from '../support/country-lookup';
import { typeInTerminal, waitForTerminal } from '../support/lab-terminal';
import { signInBrowser, signUpLearner, type Learner } from '../support/learner';
import { cvPdf, readPdf } from '../support/pdf';
import { API_URL, SHELL_URL, Stack } from '../support/stack';
import { pnpm, runStaffCommands } from '../support/staff-commands';

// From a completed (short) career path to a verifiable diploma, and to a job application the
// learner follows (docs/rules/careers.md). The API seeds the one-lab career path `linux-first-steps`.
const stack = new Stack({ SEED_TEST_PATHS: 'true' });
let browser: Browser;
const scratch = mkdtempSync(path.join(tmpdir(), 'ilm-e2e-careers-'));

beforeAll(async () => {
  [browser] = await Promise.all([launchBrowser(), stack.start()]);
});
afterAll(async () => {
  await browser?.close();
  await stack.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const LAB = 'linux-files-and-permissions';
const PATH_TITLE = 'Linux First Steps';
const NAME_ON_DIPLOMA = 'Amina Noor Khan';
/** The seeded opening that asks for the completed lab among the fewest (1 of 3): the best match. */
const OPENING = 'Teaching assistant for Urdu and Arabic learners';
const STAFF_NOTE = 'Your CV is with the hiring team. Expect a call this week.';

/** The lab's steps' solutions, as its author wrote them (api/labs/<lab>/steps/<step>/solution.sh). */
const solutions = (() => {
  const steps = path.resolve(__dirname, '..', '..', 'api', 'labs', LAB, 'steps');
  return readdirSync(steps)
    .sort()
    .map((step) => readFileSync(path.join(steps, step, 'solution.sh'), 'utf8').trim());
})();

// One learner walks the whole way; each step below starts where the one before left them.
let learner: Learner;
let learnerContext: BrowserContext;
let diplomaId = '';
let verificationUrl = '';
let applicationId = '';
const jwtFile = path.join(scratch, 'diploma.jwt');

/** A page of the learner's browser at `path`, its console watched. */
async function learnerPage(at: string): Promise<{ page: Page; errors: string[] }> {
  const page = await learnerContext.newPage();
  const errors = collectErrors(page);
  await page.goto(`${SHELL_URL}${at}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { page, errors };
}

/** The page's language and direction, as the shell set them. */
const languageOf = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** `pnpm --filter @ilm/api verify:diploma`: the diploma's JWT checked with only the keys the site publishes. */
const verifyOutsideTheSite = () => pnpm(['--silent', '--filter', '@ilm/api', 'verify:diploma', jwtFile, '--jwks', `${SHELL_URL}/.well-known/jwks.json`]);

describe('from labs to a job: a verifiable diploma and a followed application', () => {
  it('a learner completes the short career path: one Linux lab, every step passed in the real terminal', async () => {
    learner = await signUpLearner(stack);
    learnerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await answerCountryLookup(learnerContext);
    await signInBrowser(learnerContext, learner);
    const { page, errors } = await learnerPage(`/labs/${LAB}`);
    await page.getByRole('button', { name: 'Launch lab' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Launch for/ })
      .click();
    await page.waitForURL(/\/instance-dashboard\?id=/);
    await page.getByText('Your lab is running').waitFor({ timeout: 30_000 });
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor({ timeout: 20_000 });
    await waitForTerminal(page, '$ ');

    const guide = page.getByRole('region', { name: 'Steps' });
    for (const [index, solution] of solutions.entries()) {
      if (index > 0) {
        await guide.getByRole('button', { name: 'Next step' }).click();
        await guide.getByRole('heading', { name: new RegExp(`^Step ${index + 1} of ${solutions.length}:`) }).waitFor();
      }
      // The marker's output ("typed-8") differs from its command line: seen, every command before it has run.
      await typeInTerminal(page, `${solution}\necho typed-$((${index + 1} * 8))`);
      await waitForTerminal(page, `typed-${(index + 1) * 8}`);
      await guide.getByRole('button', { name: 'Check my work' }).click();
      await guide.getByText('Step passed. Well done!').waitFor();
    }
    await guide.getByText('Lab completed.').waitFor();

    // The dashboard counts the path as completed and leads to the declaration.
    await page.goto(`${SHELL_URL}/dashboard`);
    const progress = page.getByRole('region', { name: 'Your progress' });
    await progress.getByRole('link', { name: PATH_TITLE }).waitFor();
    await progress.getByText('1 of 1 lab completed').waitFor();
    const diplomas = page.getByRole('region', { name: 'Your diplomas' });
    await diplomas.getByText(`You completed every lab of ${PATH_TITLE}.`).waitFor();
    await diplomas.getByRole('link', { name: 'Make your diploma declaration' }).click();
    await page.waitForURL(`${SHELL_URL}/diploma-declaration`);
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);

  it('sends the diploma declaration and the diploma is issued; its PDF links to its page, where a visitor signed out reads "valid"', async () => {
    const { page, errors } = await learnerPage('/diploma-declaration');
    const declaration = page.getByRole('main').getByRole('region', { name: 'Your declaration' });
    await declaration.getByLabel('Career path', { exact: true }).selectOption({ label: PATH_TITLE });
    const name = declaration.getByLabel('Name to print on the diploma', { exact: true });
    await name.fill(NAME_ON_DIPLOMA);
    expect(await name.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent)).toBe(
      'Printed exactly as you write it, in Latin, Arabic or Urdu letters, as in your passport.',
    );
    await declaration.getByLabel('Date of birth', { exact: true }).fill('1995-02-20');
    await declaration.getByLabel('I declare that the work I submitted for this career path is my own.', { exact: true }).check();
    await declaration.getByLabel('Signature', { exact: true }).fill(NAME_ON_DIPLOMA);
    await declaration.getByRole('button', { name: 'Send' }).click();
    await declaration.getByText('You have completed every lab of this career path, so your diploma is issued.', { exact: false }).waitFor();
    await declaration.getByRole('link', { name: 'Open your diploma' }).click();
    await page.waitForURL(/\/diplomas\/[0-9a-f-]{36}$/);
    diplomaId = new URL(page.url()).pathname.split('/').pop()!;
    const verdict = page.getByRole('region', { name: 'Verification' });
    await verdict.getByRole('heading', { name: 'Valid diploma' }).waitFor();
    await verdict.getByText(NAME_ON_DIPLOMA).waitFor();

    // The PDF: a real one, whose link (and its QR code's) is the diploma's page on this site.
    const pdfHref = await page.getByRole('link', { name: 'Download the diploma (PDF)' }).getAttribute('href');
    const pdf = await fetch(new URL(pdfHref!, SHELL_URL));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const read = await readPdf(bytes);
    verificationUrl = `${SHELL_URL}/diplomas/${diplomaId}`;
    expect(read.pages).toBe(1);
    expect(new Set(read.links)).toEqual(new Set([verificationUrl]));
    expect(read.subject).toBe(verificationUrl);
    expect(errors).toEqual([]);
    await page.close();

    // Whoever holds the paper opens the link in a browser that never signed in.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const visitorErrors = collectErrors(visitorPage);
    await visitorPage.goto(read.links[0]!);
    const visitorVerdict = visitorPage.getByRole('region', { name: 'Verification' });
    await visitorVerdict.getByRole('heading', { name: 'Valid diploma' }).waitFor();
    await visitorVerdict.getByText(PATH_TITLE).waitFor();
    expect(await visitorPage.getByRole('heading', { level: 1 }).innerText()).toBe(`${PATH_TITLE} diploma`);
    expect(await axeViolations(visitorPage)).toEqual([]);
    expect(visitorErrors).toEqual([]);
    await visitor.close();
  }, 90_000);

  it('a script outside the site verifies the same credential with only the published public keys', async () => {
    const diploma = (await (await fetch(`${API_URL}diplomas/${diplomaId}/`)).json()) as { jwt: string };
    writeFileSync(jwtFile, diploma.jwt);
    const result = await verifyOutsideTheSite();
    expect(result.stdout).toMatch(new RegExp(`^valid: signed by .+, not revoked \\(${NAME_ON_DIPLOMA}, ${PATH_TITLE}, issued .+\\)$`, 'm'));
    expect(result.code).toBe(0);
  }, 60_000);

  it('fills the career profile with a CV, sees the opening that asks for the completed lab first, and applies', async () => {
    const { page, errors } = await learnerPage('/dashboard/career');
    await page.getByLabel('Upload your CV').setInputFiles({
      name: 'amina-khan-cv.pdf',
      mimeType: 'application/pdf',
      buffer: await cvPdf('Amina Noor Khan', ['Linux First Steps diploma, Ilm Cloud', 'Files and permissions, shell scripting']),
    });
    await page.getByText(/^amina-khan-cv\.pdf, .+, uploaded on /).waitFor();
    await page.getByLabel('Headline', { exact: true }).fill('Linux learner, teaching in Urdu and Arabic');
    await page.getByLabel('Roles you are looking for', { exact: true }).fill('Teaching assistant, Lab author');
    await page.getByRole('button', { name: 'Save the profile' }).click();
    await page.getByText('Your profile is saved.').waitFor();
    // Skills are what the learner did here: the lab and the diploma.
    const skills = page.getByRole('region', { name: 'Your skills' });
    await skills.getByRole('link', { name: 'Files and permissions' }).waitFor();
    await skills.getByRole('link', { name: `Check the diploma for ${PATH_TITLE}` }).waitFor();

    await page.goto(`${SHELL_URL}/dashboard/jobs`);
    const openings = page.getByRole('region', { name: 'Openings' });
    const first = openings.getByRole('article').first();
    await first.getByRole('heading', { level: 3, name: OPENING }).waitFor();
    await first.getByText('You completed 1 of the 3 labs it asks for.').waitFor();
    await first.getByRole('list', { name: 'Completed:' }).getByRole('link', { name: 'Files and permissions' }).waitFor();
    await first.getByRole('button', { name: `Apply to ${OPENING}` }).click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${OPENING}` });
    await dialog.getByRole('textbox', { name: 'Note to the employer (optional)' }).fill('I teach shell basics to friends in Urdu every week.');
    const sent = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/apply/'));
    await dialog.getByRole('button', { name: 'Send the application' }).click();
    applicationId = ((await (await sent).json()) as { id: string }).id;
    await page.getByText(`Your application to ${OPENING} is sent. We have e-mailed you a confirmation.`).waitFor();
    const mine = page.getByRole('region', { name: 'Your applications' }).getByRole('article', { name: OPENING });
    await mine.getByText('Submitted', { exact: true }).waitFor();
    await stack.mailbox.waitFor(learner.email, { match: (mail) => mail.subject === `Application received: ${OPENING}` });
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('staff revoke the diploma and move the application with a note: the page says revoked, and the learner follows the status', async () => {
    const printed = await runStaffCommands(stack, [
      ['jobs', 'list-applications', '--opening', 'teaching-assistant-urdu-arabic'],
      ['diplomas', 'revoke', diplomaId, 'Issued in a test of the platform'],
      ['jobs', 'set-status', applicationId, 'in_review', STAFF_NOTE],
    ]);
    // Staff find the application by the learner's e-mail, with the CV it was sent with.
    expect(printed[0]!.split('\n').find((line) => line.startsWith(applicationId))).toMatch(
      new RegExp(`${learner.email.replace(/\./g, '\\.')} {2}submitted {2}.* {2}cv: uploads/`),
    );
    expect(printed[1]).toContain(`Diploma ${diplomaId} (linux-first-steps, ${NAME_ON_DIPLOMA}) revoked`);
    expect(printed[2]).toBe(`Application ${applicationId} is now in_review; the learner was mailed with your note`);

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(verificationUrl);
    const verdict = visitorPage.getByRole('region', { name: 'Verification' });
    // The verdict comes from the status list, read by the browser at each visit: no cache of the page holds it back.
    await verdict.getByRole('heading', { name: 'Revoked diploma' }).waitFor();
    // The page is fresh (drawn anew at each request): its date and reason are there at once, already in what the server sent.
    await verdict.getByText('Issued in a test of the platform', { exact: true }).waitFor();
    const html = await (await fetch(verificationUrl)).text();
    expect(html).toContain('Issued in a test of the platform');
    await visitor.close();
    const script = await verifyOutsideTheSite();
    expect(script.stdout).toMatch(/^revoked: /m);
    expect(script.code).toBe(1);

    const mail = await stack.mailbox.waitFor(learner.email, { match: (received) => received.subject === `Your application for ${OPENING}: In review` });
    expect(mail.text).toContain(STAFF_NOTE);
    const { page, errors } = await learnerPage('/dashboard/jobs');
    const application = page.getByRole('region', { name: 'Your applications' }).getByRole('article', { name: OPENING });
    await application.getByText('In review', { exact: true }).waitFor();
    const steps = application.getByRole('list', { name: 'What happened' }).getByRole('listitem');
    await steps.nth(1).getByText(`From our placement team: ${STAFF_NOTE}`).waitFor();
    expect(await steps.count()).toBe(2);
    expect(await steps.nth(0).innerText()).toMatch(/^Submitted: /);

    // The dashboard brings it together: the application's status, the revoked diploma, the empty services with how to start.
    await page.goto(`${SHELL_URL}/dashboard`);
    const card = page.getByRole('region', { name: 'Your job applications' });
    await card.getByRole('heading', { level: 3, name: OPENING }).waitFor();
    await card.getByText('In review', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Your diplomas' }).getByText('Revoked', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Your internship' }).getByRole('link', { name: 'See the internship programmes' }).waitFor();
    await page.getByRole('region', { name: 'Your immigration case' }).getByRole('link', { name: 'Fill in the candidate information form' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it.each([
    {
      language: 'ar',
      dashboard: 'لوحة التحكم',
      applications: 'طلبات التوظيف',
      jobs: 'الوظائف',
      opening: 'مساعد تدريس للمتعلمين بالأردية والعربية',
      inReview: 'قيد المراجعة',
      note: 'من فريق التوظيف لدينا:',
      verification: 'التحقّق',
      revoked: 'دبلوم ملغى',
    },
    {
      language: 'ur',
      dashboard: 'آپ کا ڈیش بورڈ',
      applications: 'ملازمت کی آپ کی درخواستیں',
      jobs: 'ملازمتیں',
      opening: 'اردو اور عربی بولنے والے سیکھنے والوں کے لیے ٹیچنگ اسسٹنٹ',
      inReview: 'زیرِ غور',
      note: 'ہماری پلیسمنٹ ٹیم کی جانب سے:',
      verification: 'تصدیق',
      revoked: 'منسوخ شدہ ڈپلومہ',
    },
  ])(
    'in $language, right to left: the verification page, the dashboard and the jobs page',
    async (words) => {
      const visitor = await browser.newContext();
      const diplomaPage = await visitor.newPage();
      const diplomaErrors = collectErrors(diplomaPage);
      await diplomaPage.goto(`${verificationUrl}?lang=${words.language}`);
      expect(await languageOf(diplomaPage)).toEqual([words.language, 'rtl']);
      await diplomaPage.getByRole('region', { name: words.verification }).getByRole('heading', { name: words.revoked }).waitFor();
      expect(await axeViolations(diplomaPage)).toEqual([]);
      expect(diplomaErrors).toEqual([]);
      await visitor.close();

      const { page, errors } = await learnerPage(`/dashboard?lang=${words.language}`);
      expect(await languageOf(page)).toEqual([words.language, 'rtl']);
      await page.getByRole('heading', { level: 1, name: words.dashboard }).waitFor();
      const applications = page.getByRole('region', { name: words.applications });
      await applications.getByRole('heading', { level: 3, name: words.opening }).waitFor();
      await applications.getByText(words.inReview, { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${SHELL_URL}/dashboard/jobs?lang=${words.language}`);
      expect(await languageOf(page)).toEqual([words.language, 'rtl']);
      await page.getByRole('heading', { level: 1, name: words.jobs }).waitFor();
      const application = page.getByRole('article', { name: words.opening }).filter({ hasText: words.note });
      await application.getByText(STAFF_NOTE).waitFor();
      await application.getByText(words.inReview, { exact: true }).first().waitFor();
      expect(errors).toEqual([]);
      await page.close();
    },
    60_000,
  );
});
