import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH for another binary. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Collects the page's console errors and uncaught exceptions, for "no console error" checks. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Counts full page loads of the main frame (the first one and every reload): the requests for its
 * document, so a reload that comes before the first load's `load` event is counted too.
 */
export function countLoads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counter.count += 1;
  });
  return counter;
}
