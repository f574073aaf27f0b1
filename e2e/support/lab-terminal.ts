import type { Page } from 'playwright-core';

/** What the running lab's terminal shows now (xterm's rows, as text). */
export async function terminalText(page: Page): Promise<string> {
  return page.locator('[data-testid="lab-terminal"] .xterm-rows').innerText();
}

/** Waits until the terminal shows `text` (a prompt, a command's output). */
export async function waitForTerminal(page: Page, text: string | RegExp, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let shown = '';
  while (Date.now() < deadline) {
    shown = await terminalText(page).catch(() => '');
    if (typeof text === 'string' ? shown.includes(text) : text.test(shown)) return;
    await page.waitForTimeout(150);
  }
  throw new Error(`the terminal never showed ${String(text)}; it shows:\n${shown}`);
}

/** Types lines into the terminal the way a learner does: focus it, type, press Enter after each. */
export async function typeInTerminal(page: Page, lines: string): Promise<void> {
  await page.locator('[data-testid="lab-terminal"] textarea').focus();
  for (const line of lines.split('\n')) {
    await page.keyboard.type(line, { delay: 5 });
    await page.keyboard.press('Enter');
  }
}
