// @ts-check
/**
 * How long a function and a file may be (docs/rules/boundaries.md#size-limits): a function reads at
 * once when it fits on a screen, so new code splits a longer one into named parts or hooks.
 * eslint.config.mjs spreads these config objects in last, so the allow-list below wins.
 */

/** Lines of code a function may hold, blank lines and comments not counted. */
export const MAX_FUNCTION_LINES = 80;
/** Lines of code a file may hold, blank lines and comments not counted. */
export const MAX_FILE_LINES = 400;
/** A test file's limit: its cases share their setup, and a `describe` block is a list, not one idea. */
export const MAX_TEST_FILE_LINES = 600;

const CODE = '**/*.{ts,tsx,mts,cts,js,cjs,mjs}';
const TEST_FILES = ['**/*.test.{ts,tsx,js,cjs,mjs}', '**/*.spec.{ts,tsx}', '**/src/testing/**'];
/** The translations (`auth.en.ts`, `labs.messages.ts`…): a dictionary is as long as the pages it words. */
const DICTIONARIES = ['**/*.{en,ar,ur}.ts', '**/*.messages.ts'];

/**
 * Files that held a function over the limit when it was set. THIS LIST MAY ONLY SHRINK: split the
 * function (named sub-components, hooks, helpers) and remove its file here; never add one. A file
 * whose functions all fit is an error in `pnpm --filter @ilm/lint test` until its entry goes.
 * (`mfe-*` where a feature may move between remotes.)
 */
export const LONG_FUNCTIONS_ALLOWED = [
  'api/bench/labs-bench.ts',
  'api/src/modules/accounts/accounts.routes.ts',
  'api/src/modules/baari/baari.routes.ts',
  'api/src/modules/diplomas/diplomas.routes.ts',
  'api/src/modules/immigration/immigration.routes.ts',
  'api/src/modules/internships/internships.routes.ts',
  'api/src/modules/jobs/jobs.routes.ts',
  'api/src/modules/labs/instances.routes.ts',
  'mfe-*/src/features/immigration/document-upload.tsx',
  'mfe-*/src/features/interviews/interview-runner.tsx',
  'mfe-auth/src/features/confirm-email/confirm-email.tsx',
  'mfe-auth/src/features/sign-in/sign-in-form.tsx',
  'mfe-checkout/src/features/checkout/payment-form.tsx',
  'mfe-checkout/src/features/pricing/pricing-sections.tsx',
  'mfe-checkout/src/pages/career-path-pricing-page.tsx',
  'mfe-dashboard/src/features/hints/step-help.tsx',
  'mfe-dashboard/src/features/instances/instance-controls.tsx',
  'mfe-dashboard/src/features/labs/lab-rating.tsx',
  'mfe-dashboard/src/features/labs/launch-panel.tsx',
  'mfe-dashboard/src/features/terminal/lab-terminal.tsx',
  'mfe-dashboard/src/pages/dashboard-page.tsx',
  'mfe-dashboard/src/pages/lab-page.tsx',
  'mfe-marketing/src/features/forms/diploma-declaration-form.tsx',
  'shared/src/phone/country-select.tsx',
  'tooling/build/webpack.cjs',
];

/**
 * Files over the file limit when it was set. THIS LIST MAY ONLY SHRINK, like the one above
 * (none: every file fitted).
 */
export const LONG_FILES_ALLOWED = /** @type {string[]} */ ([]);

const functionLines = /** @type {const} */ (['error', { max: MAX_FUNCTION_LINES, skipBlankLines: true, skipComments: true, IIFEs: true }]);
const fileLines = (/** @type {number} */ max) => /** @type {const} */ (['error', { max, skipBlankLines: true, skipComments: true }]);

/** The config objects eslint.config.mjs spreads in. */
export const sizeLimits = [
  { name: 'ilm/size/code', files: [CODE], rules: { 'max-lines-per-function': functionLines, 'max-lines': fileLines(MAX_FILE_LINES) } },
  { name: 'ilm/size/tests', files: TEST_FILES, rules: { 'max-lines-per-function': 'off', 'max-lines': fileLines(MAX_TEST_FILE_LINES) } },
  { name: 'ilm/size/dictionaries', files: DICTIONARIES, rules: { 'max-lines': 'off' } },
  ...(LONG_FUNCTIONS_ALLOWED.length > 0
    ? [{ name: 'ilm/size/long-functions-allowed', files: LONG_FUNCTIONS_ALLOWED, rules: { 'max-lines-per-function': 'off' } }]
    : []),
  ...(LONG_FILES_ALLOWED.length > 0 ? [{ name: 'ilm/size/long-files-allowed', files: LONG_FILES_ALLOWED, rules: { 'max-lines': 'off' } }] : []),
];
