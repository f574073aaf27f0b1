import type { BrowserContext } from 'playwright-core';

/** One Content-Security-Policy violation a page reported (its `securitypolicyviolation` event). */
export interface CspViolation {
  /** The page (frame URL) it happened on. */
  page: string;
  /** The directive that refused it, e.g. `script-src-elem`, `connect-src`. */
  directive: string;
  /** What was refused: a URL, `inline` or `eval`. */
  blocked: string;
  /** Where, when the browser says: `file:line`, and the first characters of an inline sample. */
  source: string;
}

/**
 * docs/rules/security.md#headers: collects every CSP violation of every page of `context` from now on. The
 * listener is installed before any script of the page runs (an init script) and reports through
 * a binding, so a violation is counted even when the page throws it away (a caught `eval`) or
 * navigates right after. Chromium logs some refusals to the console too: those count as well.
 */
export async function collectCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding('__ilmCspViolation', ({ frame }, violation: Omit<CspViolation, 'page'>) => {
    violations.push({ page: frame.url(), ...violation });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __ilmCspViolation: (violation: object) => void }).__ilmCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber} ${event.sample}`.trim(),
      });
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push({ page: message.page()?.url() ?? '', directive: 'console', blocked: message.text(), source: '' });
  });
  return violations;
}
