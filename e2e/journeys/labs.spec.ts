import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser } from '../support/browser';
import { answerCountryLookup } from '../support/country-lookup';
import { axeViolations } from '../support/axe';
import { typeInTerminal, waitForTerminal } from '../support/lab-terminal';
import { linkIn, linkingTo } from '../support/mailbox';
import { API_URL, SHELL_URL, Stack } from '../support/stack';

// A 30-minute lab lasts 30 × 60 × 0.06 = 108 s here, so the journey can watch it expire.
const stack = new Stack({ LAB_DURATION_SCALE: '0.06' });
let browser: Browser;

beforeAll(async () => {
  [browser] = await Promise.all([launchBrowser(), stack.start()]);
});
afterAll(async () => {
  await browser?.close();
  await stack.stop();
});

const LAB = 'linux-files-and-permissions';

describe('a real hands-on lab', () => {
  it('a new learner launches a Linux lab, types in the browser terminal, sees a FAIL reason, fixes it, passes every step until the lab is completed, and the expired lab loses its sandbox', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await answerCountryLookup(context);
    const page = await context.newPage();
    const errors = collectErrors(page);

    await page.goto(`${SHELL_URL}/auth/signup`);
    const form = page.getByRole('main');
    await form.getByLabel('First name').fill('Sara');
    await form.getByLabel('Last name').fill('Iqbal');
    const email = `lab-${Date.now()}@example.com`;
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('correct-horse-42');
    await form.getByLabel('Country', { exact: true }).selectOption('PK');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('3001234567');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${SHELL_URL}/instance-dashboard`);
    // No tokens until the e-mail is confirmed (the tokens page says so): the learner opens the link of the confirmation mail.
    await page.goto(`${SHELL_URL}/tokens`);
    await page.getByText('Your 20 welcome tokens arrive once you confirm your e-mail address: open the link we sent you.').waitFor();
    const mail = await stack.mailbox.waitFor(email, { match: linkingTo('/auth/confirm-email') });
    await page.goto(linkIn(mail, SHELL_URL, '/auth/confirm-email').url);
    await page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }).waitFor();
    await page.getByText('20 free lab tokens were added to your balance.').waitFor();

    await page.goto(`${SHELL_URL}/labs/${LAB}`);
    await page.getByText('A Linux terminal in your browser').waitFor();
    await page.getByRole('button', { name: 'Launch lab' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Launch for/ })
      .click();
    await page.waitForURL(/\/instance-dashboard\?id=/);
    const instanceId = new URL(page.url()).searchParams.get('id')!;
    await page.getByText('Your lab is running').waitFor({ timeout: 30_000 });
    expect(existsSync(path.join(stack.labsDir, instanceId))).toBe(true);

    // The terminal is a shell in the lab's environment, as the learner.
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor({ timeout: 20_000 });
    await waitForTerminal(page, '$ ');
    await typeInTerminal(page, 'whoami; pwd');
    await waitForTerminal(page, /learner\s+\/home\/learner/);

    const guide = page.getByRole('region', { name: 'Steps' });
    const checkButton = guide.getByRole('button', { name: 'Check my work' });
    // Step 1, not done yet: the check says why.
    await checkButton.click();
    await guide.getByRole('alert').filter({ hasText: 'Not yet: There is no folder named projects in your home folder.' }).waitFor();
    // Fixed in the terminal, it passes.
    await typeInTerminal(page, 'mkdir ~/projects');
    await checkButton.click();
    await guide.getByText('Step passed. Well done!').waitFor();

    // Every other step: its check fails twice, which opens the solution; asked for and confirmed, it
    // is typed in the terminal and the step passes. On step 2 the learner takes hints first, tier by
    // tier, each tied to the failed check (docs/rules/lab-format.md#hints).
    const steps = (await (await fetch(`${API_URL}catalog/labs/${LAB}/`)).json()) as { steps: { title: string }[] };
    const help = guide.getByRole('region', { name: 'Help with this step' });
    for (let index = 1; index < steps.steps.length; index += 1) {
      await guide.getByRole('button', { name: 'Next step' }).click();
      await guide.getByRole('heading', { name: new RegExp(`^Step ${index + 1} of ${steps.steps.length}:`) }).waitFor();
      await checkButton.click();
      await guide
        .getByRole('alert')
        .filter({ hasText: /^Not yet: / })
        .waitFor();
      await help.getByText('The solution opens after one more failed check of this step.').waitFor();
      if (index === 1) {
        await help.getByRole('button', { name: 'Get a hint (1 of 3)' }).click();
        await help.getByText('The idea').waitFor();
        await help.getByText(/^Your last check said: ./).waitFor();
        await help.getByRole('button', { name: 'Get a hint (2 of 3)' }).click();
        await help.getByText('Where to look').waitFor();
        // Baari, asked inside the lab, knows the step and what its last check said, and gives no command of the solution.
        const reason = (
          await guide
            .getByRole('alert')
            .filter({ hasText: /^Not yet: / })
            .innerText()
        )
          .replace(/^Not yet: /, '')
          .trim();
        const askArea = page.getByRole('region', { name: 'Ask Baari about this step' });
        await askArea.getByRole('button', { name: 'Open the chat' }).click();
        const box = askArea.getByRole('textbox', { name: 'Your question' });
        await box.and(page.locator(':enabled')).waitFor();
        await box.fill('Why does my check fail?');
        await box.press('Enter');
        const answer = askArea.getByRole('log');
        await answer.getByText(`Its last check said: “${reason}”`, { exact: false }).waitFor({ timeout: 20_000 });
        await answer.getByText(`You are on step ${index + 1} of`, { exact: false }).waitFor();
      }
      await checkButton.click();
      await help.getByRole('button', { name: 'Show the solution' }).click();
      await page.getByRole('dialog', { name: 'Show the solution?' }).getByRole('button', { name: 'Show the commands' }).click();
      const solution = await help.getByRole('region', { name: 'Solution' }).locator('code').innerText();
      await typeInTerminal(page, solution.trim());
      await checkButton.click();
      await guide.getByText('Step passed. Well done!').waitFor();
    }
    await guide.getByText('Lab completed.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await guide.getByText(`${steps.steps.length} of ${steps.steps.length} steps passed`).waitFor();

    // Time runs out: the page says so, and the sandbox is gone.
    await page.getByRole('heading', { name: 'Time is up' }).waitFor({ timeout: 150_000 });
    await page.getByRole('region', { name: 'Terminal' }).waitFor({ state: 'detached' });
    expect(existsSync(path.join(stack.labsDir, instanceId))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
