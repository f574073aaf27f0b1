// The size limits of docs/rules/boundaries.md#size-limits, checked with ESLint's Node API and the
// workspace's own config: snippets placed as new files, and the allow-list's files as they are now.
const path = require('node:path');
const { ESLint } = require('eslint');

const ROOT = path.resolve(__dirname, '../..');
const CONFIG = path.join(ROOT, 'eslint.config.mjs');
const onlySizeRules = ({ ruleId }) => ruleId === 'max-lines-per-function' || ruleId === 'max-lines';
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: CONFIG, ruleFilter: onlySizeRules });

/** The size problems ESLint reports for `code` placed at `file` (relative to the repository root). */
async function lint(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map(({ ruleId, severity, message }) => ({ ruleId, severity, message }));
}

/** A function `lines` lines long, its braces included, with a blank line and a comment that do not count. */
function functionOf(lines, name = 'probe') {
  // The signature, `let`, `return` and the closing brace are four of the lines.
  const statements = Array.from({ length: lines - 4 }, (_, index) => `  total += ${index};`);
  return `export function ${name}(): number {\n  let total = 0;\n\n  // not counted\n${statements.join('\n')}\n  return total;\n}\n`;
}

let limits;
beforeAll(async () => {
  limits = await import('./size-limits.mjs');
});

describe('Size limits: a function fits on a screen', () => {
  it('max-lines-per-function: a function over the limit in a new file is an error', async () => {
    const over = limits.MAX_FUNCTION_LINES + 1;
    expect(await lint('mfe-auth/src/features/probe/probe.ts', functionOf(over))).toEqual([
      {
        ruleId: 'max-lines-per-function',
        severity: 2,
        message: `Function 'probe' has too many lines (${over}). Maximum allowed is ${limits.MAX_FUNCTION_LINES}.`,
      },
    ]);
  });

  it('a function of exactly the limit passes (blank lines and comments are not counted)', async () => {
    expect(await lint('shared/src/probe/probe.ts', functionOf(limits.MAX_FUNCTION_LINES))).toEqual([]);
  });

  it('a long React component in a new .tsx file is an error too', async () => {
    const rows = Array.from({ length: limits.MAX_FUNCTION_LINES }, (_, index) => `      <li key="${index}">{items[${index}]}</li>`).join('\n');
    const code = `export function Probe({ items }: { items: string[] }) {\n  return (\n    <ul>\n${rows}\n    </ul>\n  );\n}\n`;
    expect(await lint('mfe-checkout/src/features/probe/probe.tsx', code)).toEqual([expect.objectContaining({ ruleId: 'max-lines-per-function', severity: 2 })]);
  });

  it("a test's describe block is a list of cases, not one function: tests have no function limit", async () => {
    expect(await lint('mfe-auth/src/features/probe/probe.test.ts', functionOf(limits.MAX_FUNCTION_LINES * 3))).toEqual([]);
  });
});

describe('Size limits: a file', () => {
  const fileOf = (lines) => Array.from({ length: lines }, (_, index) => `export const value${index} = ${index};`).join('\n') + '\n';

  it('max-lines: a new file over the limit is an error', async () => {
    const over = limits.MAX_FILE_LINES + 1;
    expect(await lint('tooling/build/probe.cjs', fileOf(over))).toEqual([
      { ruleId: 'max-lines', severity: 2, message: `File has too many lines (${over}). Maximum allowed is ${limits.MAX_FILE_LINES}.` },
    ]);
  });

  it('a test file has the higher limit', async () => {
    expect(await lint('api/src/probe.test.ts', fileOf(limits.MAX_TEST_FILE_LINES))).toEqual([]);
    expect(await lint('api/src/probe.test.ts', fileOf(limits.MAX_TEST_FILE_LINES + 1))).toEqual([expect.objectContaining({ ruleId: 'max-lines' })]);
  });

  it('a translation dictionary has none', async () => {
    expect(await lint('mfe-auth/src/i18n/auth.ar.ts', fileOf(limits.MAX_FILE_LINES * 2))).toEqual([]);
  });
});

describe('Size limits: the allow-lists only shrink', () => {
  // The listed files linted with the limits back on: a file whose functions all fit now must leave the list.
  const strictLinter = () =>
    new ESLint({
      cwd: ROOT,
      overrideConfigFile: CONFIG,
      ruleFilter: onlySizeRules,
      errorOnUnmatchedPattern: false,
      overrideConfig: [
        {
          files: ['**/*'],
          rules: {
            'max-lines-per-function': ['error', { max: limits.MAX_FUNCTION_LINES, skipBlankLines: true, skipComments: true, IIFEs: true }],
            'max-lines': ['error', { max: limits.MAX_FILE_LINES, skipBlankLines: true, skipComments: true }],
          },
        },
      ],
    });

  it.each([
    ['LONG_FUNCTIONS_ALLOWED', 'max-lines-per-function'],
    ['LONG_FILES_ALLOWED', 'max-lines'],
  ])('every entry of %s still names a file over its limit (remove the entries this names)', async (list, ruleId) => {
    const strict = strictLinter();
    const stale = [];
    for (const entry of limits[list]) {
      const results = await strict.lintFiles([entry]);
      if (!results.some((result) => result.messages.some((message) => message.ruleId === ruleId))) stale.push(entry);
    }
    expect(stale).toEqual([]);
  });
});
