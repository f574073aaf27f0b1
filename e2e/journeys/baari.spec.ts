import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { collectErrors, launchBrowser } from '../support/browser';
import { answerCountryLookup } from '../support/country-lookup';
import { signInBrowser, signUpLearner } from '../support/learner';
import { SHELL_URL, Stack } from '../support/stack';

// Baari offline (no language model configured), as the site starts by default.
const stack = new Stack();
let browser: Browser;

beforeAll(async () => {
  [browser] = await Promise.all([launchBrowser(), stack.start()]);
});
afterAll(async () => {
  await browser?.close();
  await stack.stop();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await answerCountryLookup(context);
  return context.newPage();
}

/** Types a question in the chat's box and sends it with Enter, once the live chat has replaced the server's drawing. */
async function ask(page: Page, label: string, question: string): Promise<void> {
  const box = page.getByRole('textbox', { name: label });
  await box.and(page.locator(':enabled')).waitFor({ timeout: 20_000 });
  await box.fill(question);
  await box.press('Enter');
}

describe('Baari answers from the platform with links to its pages', () => {
  it('a visitor asks which lab teaches least-privilege access and follows the answer’s link to that lab', async () => {
    const page = await newPage();
    const errors = collectErrors(page);
    await page.goto(`${SHELL_URL}/bari`);
    await page.getByRole('heading', { level: 1, name: 'Ask Baari' }).waitFor();
    await ask(page, 'Your question', 'Which lab teaches least-privilege access?');

    const log = page.getByRole('log', { name: 'Messages with Baari' });
    const source = log.getByRole('link', { name: /IAM Policies for Least Privilege/ }).first();
    await source.waitFor({ timeout: 20_000 });
    expect(await source.getAttribute('href')).toBe('/labs/aws-iam-least-privilege');
    // Every link of the answer leads to a page of this site.
    for (const href of await log.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(href.startsWith('/')).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);

    await source.click();
    await page.waitForURL(`${SHELL_URL}/labs/aws-iam-least-privilege`);
    await page.getByRole('heading', { level: 1, name: 'IAM Policies for Least Privilege' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('a visitor asking in Urdu gets an Urdu answer, right to left, citing the same lab', async () => {
    const page = await newPage(390);
    await page.goto(`${SHELL_URL}/bari?lang=ur`);
    await page.locator('html[dir="rtl"][lang="ur"]').waitFor();
    await ask(page, 'آپ کا سوال', 'کم سے کم اجازت (least privilege) کون سی لیب سکھاتی ہے؟');
    const log = page.getByRole('log');
    await log.locator('a[href="/labs/aws-iam-least-privilege"]').first().waitFor({ timeout: 20_000 });
    expect(await log.getAttribute('dir')).not.toBe('ltr');
    await page.context().close();
  }, 90_000);
});

describe('a mock interview', () => {
  it('a learner runs a mock interview for a career path to its feedback and summary, and finds it on the dashboard', async () => {
    const learner = await signUpLearner(stack);
    const page = await newPage();
    const errors = collectErrors(page);
    await signInBrowser(page.context(), learner);

    await page.goto(`${SHELL_URL}/dashboard/interviews`);
    await page.getByRole('heading', { level: 1, name: 'Mock interviews' }).waitFor();
    await page.getByLabel('Career path').selectOption({ label: 'Cloud Engineer' });
    await page.getByRole('button', { name: 'Start the interview' }).click();
    await page.waitForURL(/\/dashboard\/interviews\/[0-9a-f-]{36}$/);

    const answer =
      'I would give each service its own IAM role with least privilege, keep the network in private subnets behind security groups, ' +
      'encrypt data with KMS, watch it with CloudWatch alarms and logs, and describe everything as infrastructure as code with Terraform ' +
      'so a change is reviewed, tested and rolled back. When something breaks I read the logs, check the permissions and the security group rules first.';
    for (let number = 1; number <= 5; number += 1) {
      await page.getByText(`Question ${number} of 5`).waitFor();
      await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
      await page.getByRole('button', { name: 'Submit answer' }).click();
      const feedback = page.getByRole('heading', { name: `Feedback on question ${number}` });
      await feedback.waitFor();
      await page
        .getByText(/^Score: \d+ out of 100$/)
        .first()
        .waitFor();
      await page
        .getByRole('list')
        .filter({ hasText: /Covered|To add/ })
        .first()
        .waitFor();
      await page.getByRole('button', { name: number < 5 ? 'Next question' : 'See your summary' }).click();
    }
    await page.getByRole('heading', { name: 'Your summary' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${SHELL_URL}/dashboard`);
    const card = page.getByRole('region', { name: 'Mock interviews' });
    await card.getByText('Cloud Engineer', { exact: false }).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe('the Baari panel', () => {
  it('a learner asks from the panel of a signed-in page, and the conversation is kept on /bari', async () => {
    const learner = await signUpLearner(stack);
    const page = await newPage();
    await signInBrowser(page.context(), learner);
    await page.goto(`${SHELL_URL}/tokens`);
    await page.getByRole('button', { name: 'Ask Baari' }).click();
    const panel = page.getByRole('complementary', { name: 'Ask Baari' });
    await panel.waitFor();
    await ask(page, 'Your question', 'How do I make a file private with chmod?');
    await panel
      .getByRole('link', { name: /Files and permissions|Reading Linux permissions/ })
      .first()
      .waitFor({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    await page.goto(`${SHELL_URL}/bari`);
    await page.getByRole('heading', { name: 'Your conversations' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: /How do I make a file private with chmod\?/ }).waitFor();
    await page.context().close();
  }, 90_000);
});
