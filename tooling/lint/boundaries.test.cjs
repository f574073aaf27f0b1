// The package boundaries of docs/rules/boundaries.md, checked with ESLint's Node API: each case lints
// a snippet as if it were a file at that place in the workspace, with the workspace's own config.
const path = require('node:path');
const { ESLint } = require('eslint');

const ROOT = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.mjs') });

/** The problems ESLint reports for `code` placed at `file` (relative to the repository root). */
async function lint(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map(({ ruleId, severity, message, line }) => ({ ruleId, severity, message, line }));
}

/** One error, from `ruleId`, whose message names boundary `n` and the document that explains it. */
function expectBoundaryError(messages, ruleId, n) {
  expect(messages).toEqual([
    expect.objectContaining({ ruleId, severity: 2, message: expect.stringContaining(`Boundary ${n} (docs/rules/boundaries.md#${n}-`) }),
  ]);
}

describe('Boundary 1: no remote imports another remote', () => {
  it('import-x/no-restricted-paths: a relative path from mfe-auth into mfe-checkout is an error', async () => {
    const messages = await lint(
      'mfe-auth/src/features/sign-in/probe.ts',
      "import { remotePages } from '../../../../mfe-checkout/src/routes';\nexport const probe = remotePages;\n",
    );
    expectBoundaryError(messages, 'import-x/no-restricted-paths', 1);
  });

  it('import-x/no-restricted-paths: a lazy import() of another remote is an error too', async () => {
    const messages = await lint('mfe-auth/src/probe.ts', "export const page = () => import('../../mfe-checkout/src/pages/pricing-page');\n");
    expectBoundaryError(messages, 'import-x/no-restricted-paths', 1);
  });

  it("no-restricted-imports: '@ilm/mfe-checkout' in mfe-auth is an error", async () => {
    expectBoundaryError(await lint('mfe-auth/src/probe.ts', "import '@ilm/mfe-checkout';\n"), 'no-restricted-imports', 1);
  });

  it("no-restricted-imports: a remote's server.ts may not import another remote either", async () => {
    expectBoundaryError(await lint('mfe-dashboard/server.ts', "import '@ilm/mfe-auth/webpack.config';\n"), 'no-restricted-imports', 1);
  });
});

describe('Boundary 2: shared imports no app and no Node-only package', () => {
  it('no-restricted-imports: shared/src importing fastify is an error', async () => {
    const messages = await lint('shared/src/api/probe.ts', "import Fastify from 'fastify';\nexport const app = Fastify();\n");
    expectBoundaryError(messages, 'no-restricted-imports', 2);
  });

  it('no-restricted-imports: shared/src importing node:fs, @ilm/server or @ilm/build is an error', async () => {
    for (const source of ['node:fs', '@ilm/server', '@ilm/build/webpack']) {
      expectBoundaryError(await lint('shared/src/config/probe.ts', `import '${source}';\n`), 'no-restricted-imports', 2);
    }
  });

  it('no-restricted-imports: shared importing an app package is an error', async () => {
    expectBoundaryError(await lint('shared/src/routes/probe.ts', "import '@ilm/shell';\n"), 'no-restricted-imports', 2);
  });

  it('import-x/no-restricted-paths: shared reaching into the shell by a relative path is an error', async () => {
    const messages = await lint('shared/src/routes/probe.ts', "import '../../../shell/src/routes/not-found';\n");
    expectBoundaryError(messages, 'import-x/no-restricted-paths', 2);
  });

  it("a test file in shared may use Node's built-ins", async () => {
    const code = "import { readFileSync } from 'node:fs';\nexport const read = () => readFileSync('x', 'utf8');\n";
    expect(await lint('shared/src/stores/probe.test.ts', code)).toEqual([]);
  });

  it('no-restricted-imports: a test file in shared importing fastify is still an error', async () => {
    expectBoundaryError(await lint('shared/src/stores/probe.test.ts', "import 'fastify';\n"), 'no-restricted-imports', 2);
  });
});

describe('Boundary 3: browser code imports nothing from the API but the contract', () => {
  it('import-x/no-restricted-paths: mfe-dashboard/src importing from api/src is an error', async () => {
    const messages = await lint(
      'mfe-dashboard/src/features/labs/probe.ts',
      "import { buildApp } from '../../../../api/src/app';\nexport const app = buildApp;\n",
    );
    expectBoundaryError(messages, 'import-x/no-restricted-paths', 3);
  });

  it("no-restricted-imports: '@ilm/api', typebox, fastify and node:* in a remote's src are errors", async () => {
    for (const source of ['@ilm/api', 'typebox', 'fastify', '@ilm/server', 'node:path']) {
      expectBoundaryError(await lint('mfe-checkout/src/features/probe.ts', `import '${source}';\n`), 'no-restricted-imports', 3);
    }
  });

  it('no-restricted-imports: the shell outside src/server may not import fastify', async () => {
    expectBoundaryError(await lint('shell/src/app/probe.ts', "import 'fastify';\n"), 'no-restricted-imports', 3);
  });

  it("the shell's server (shell/src/server) may use fastify, @ilm/server and Node", async () => {
    const code =
      "import type { FastifyInstance } from 'fastify';\nimport { createStaticServer } from '@ilm/server';\nimport path from 'node:path';\nexport const parts = [createStaticServer, path] as const;\nexport type App = FastifyInstance;\n";
    expect(await lint('shell/src/server/probe.ts', code)).toEqual([]);
  });
});

describe("Boundary 4: no deep imports past a package's exports", () => {
  it("no-restricted-imports: '@ilm/shared/src/…' is an error", async () => {
    const messages = await lint('mfe-auth/src/probe.ts', "import { $auth } from '@ilm/shared/src/stores/auth';\nexport const auth = $auth;\n");
    expectBoundaryError(messages, 'no-restricted-imports', 4);
  });

  it("no-restricted-imports: a subpath shared's exports do not list is an error", async () => {
    expectBoundaryError(await lint('mfe-marketing/src/probe.ts', "import '@ilm/shared/stores/auth';\n"), 'no-restricted-imports', 4);
  });

  it('import-x/no-restricted-paths: a relative path climbing into shared/src is an error', async () => {
    const messages = await lint('mfe-auth/src/features/probe.ts', "import '../../../shared/src/stores/index';\n");
    expectBoundaryError(messages, 'import-x/no-restricted-paths', 4);
  });

  it('import-x/no-restricted-paths: tooling reaching into the api by a relative path is an error', async () => {
    expectBoundaryError(await lint('tooling/server/src/probe.ts', "import '../../../api/src/app';\n"), 'import-x/no-restricted-paths', 4);
  });

  it("a remote's own folder named shared (features/shared) is not the shared package", async () => {
    const code = "import { SiteLink } from '../shared/site-link';\nexport const Link = SiteLink;\n";
    expect(await lint('mfe-checkout/src/features/pricing/probe.ts', code)).toEqual([]);
  });
});

describe('Boundary 5: the shell knows layouts, never pages', () => {
  it("no-restricted-imports: shell/src importing '@ilm/mfe-checkout' is an error", async () => {
    expectBoundaryError(await lint('shell/src/routes/probe.ts', "import '@ilm/mfe-checkout';\n"), 'no-restricted-imports', 5);
  });
});

describe('Boundary 6: shared libraries through their shared entry', () => {
  it.each([
    ['mfe-checkout/src/features/probe.tsx', 'react-router-dom'],
    ['mfe-auth/src/probe.test.tsx', 'react-router'],
    ['shell/src/layouts/probe.tsx', 'react-i18next'],
    ['shared/src/ui/probe.tsx', '@tanstack/react-query'],
  ])('no-restricted-imports: %s importing %s is an error', async (file, library) => {
    expectBoundaryError(await lint(file, `import * as library from '${library}';\nexport const used = library;\n`), 'no-restricted-imports', 6);
  });

  it("the entries that carry them, and the shell's server, import the libraries themselves", async () => {
    expect(await lint('shared/src/router/probe.ts', "export { Link } from 'react-router';\n")).toEqual([]);
    expect(await lint('shared/src/query/probe.ts', "export { useQuery } from '@tanstack/react-query';\n")).toEqual([]);
    expect(await lint('shell/src/server/probe.ts', "export { matchPath } from 'react-router';\n")).toEqual([]);
  });

  it("a remote imports the router from '@ilm/shared/router'", async () => {
    expect(await lint('mfe-auth/src/features/probe.tsx', "export { Link } from '@ilm/shared/router';\n")).toEqual([]);
  });
});

describe('allowed imports', () => {
  it("a remote imports '@ilm/shared/ui' and types from '@ilm/contract'", async () => {
    const code = [
      "import { Button } from '@ilm/shared/ui';",
      "import type { User } from '@ilm/contract';",
      'export const View = Button;',
      'export type Learner = User;',
      '',
    ].join('\n');
    expect(await lint('mfe-auth/src/features/account/probe.ts', code)).toEqual([]);
  });

  it("browser code imports the contract's typebox-free constants", async () => {
    const code = "import { SITE_PAGES_PATH } from '@ilm/contract';\nexport const where = SITE_PAGES_PATH;\n";
    expect(await lint('shared/src/routes/probe.ts', code)).toEqual([]);
  });

  it('the api imports typebox, fastify and the contract', async () => {
    const code =
      "import { Type } from 'typebox';\nimport Fastify from 'fastify';\nimport { SITE_PAGES_PATH } from '@ilm/contract';\nexport const parts = [Type, Fastify, SITE_PAGES_PATH];\n";
    expect(await lint('api/src/probe.ts', code)).toEqual([]);
  });
});

describe('Boundary 7: inside a remote, features import one another only through their entry', () => {
  it('import-x/no-restricted-paths: a file inside another feature is an error', async () => {
    const messages = await lint(
      'mfe-dashboard/src/features/labs/probe.ts',
      "import { instanceHref } from '../instances/instance-href';\nexport const probe = instanceHref;\n",
    );
    expectBoundaryError(messages, 'import-x/no-restricted-paths', 7);
  });

  it('from a nested folder of a feature too, and in a test', async () => {
    const messages = await lint(
      'mfe-careers/src/features/diplomas/testing/probe.test.ts',
      "import { progressQuery } from '../../progress/progress.queries';\nexport const probe = progressQuery;\n",
    );
    expectBoundaryError(messages, 'import-x/no-restricted-paths', 7);
  });

  it("the feature's entry (its index.ts) is allowed, and so are the remote's kits (common, shared)", async () => {
    const code = "import { instanceHref } from '../instances';\nimport ui from '../common/ui.module.css';\nexport const probe = [instanceHref, ui];\n";
    expect(await lint('mfe-dashboard/src/features/labs/probe.ts', code)).toEqual([]);
    expect(
      await lint('mfe-checkout/src/features/pricing/probe.ts', "import { checkoutHref } from '../shared/checkout-item';\nexport const probe = checkoutHref;\n"),
    ).toEqual([]);
  });

  it('a feature reads its own files freely', async () => {
    expect(await lint('mfe-dashboard/src/features/labs/probe.ts', "import { labPages } from './lab-sitemap';\nexport const probe = labPages;\n")).toEqual([]);
  });

  it('a kit imports no feature, not even through its entry', async () => {
    const messages = await lint(
      'mfe-dashboard/src/features/common/probe.ts',
      "import { instanceHref } from '../instances';\nexport const probe = instanceHref;\n",
    );
    expectBoundaryError(messages, 'import-x/no-restricted-paths', 7);
  });
});

describe('docs/rules/languages.md: no user-visible text written in JSX', () => {
  it('i18next/no-literal-string: a sentence in a remote page is an error', async () => {
    const messages = await lint('mfe-dashboard/src/pages/probe.tsx', 'export function Probe() {\n  return <p>Buy tokens now</p>;\n}\n');
    expect(messages).toEqual([expect.objectContaining({ ruleId: 'i18next/no-literal-string', severity: 2 })]);
  });

  it('numbers and punctuation alone, and text in tests, are allowed', async () => {
    expect(await lint('mfe-checkout/src/probe.tsx', 'export const Probe = () => <li><code>4242 4242 4242 4242</code> — ·</li>;\n')).toEqual([]);
    expect(await lint('mfe-checkout/src/probe.test.tsx', 'export const Probe = () => <p>A made-up page</p>;\n')).toEqual([]);
  });
});
