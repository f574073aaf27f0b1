const { execFileSync } = require('node:child_process');
const { mkdtempSync, mkdirSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

/**
 * A remote's `pages.json` as the build publishes it, read in Node itself (the reading hooks
 * Node's module resolution, which Jest's module system does not take; see site-pages.cjs).
 */
function declarationOf(appDir) {
  const script = `try { process.stdout.write(JSON.stringify({ declaration: require(${JSON.stringify(path.join(__dirname, 'pages.cjs'))}).declarationOf(${JSON.stringify(appDir)}) })) } catch (error) { process.stdout.write(JSON.stringify({ error: error.message })) }`;
  const answer = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  if (answer.error) throw new Error(answer.error);
  return answer.declaration;
}

/** A remote's sources in a folder of their own: `src/routes.ts` and its strings by language. */
function remoteSources(routes, locales) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ilm-pages-'));
  mkdirSync(path.join(dir, 'src', 'i18n'), { recursive: true });
  writeFileSync(path.join(dir, 'src', 'routes.ts'), routes);
  for (const [language, strings] of Object.entries(locales)) {
    writeFileSync(path.join(dir, 'src', 'i18n', `demo.${language}.ts`), `export const demo${language} = ${JSON.stringify(strings)};\n`);
  }
  return dir;
}

const ROUTES_WITH_PANEL = `
export const remotePages = {
  remote: 'mfe_demo',
  namespace: 'demo',
  pages: [{ name: 'desk', path: '/desk', layout: 'dashboard', access: 'signed-in', title: 'titles.desk', page: () => import('./pages/desk-page') }],
  panels: [{ name: 'helper', slot: 'assistant', access: 'signed-in', label: 'panels.helper', panel: () => import('./panels/helper-panel') }],
};
`;

const folders = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
function sources(routes, locales) {
  const dir = remoteSources(routes, locales);
  folders.push(dir);
  return dir;
}

describe('pages.json (docs/rules/pages.md#panels)', () => {
  it("publishes a remote's panels beside its pages, each label in every language the remote has, without the module", () => {
    const dir = sources(ROUTES_WITH_PANEL, {
      en: { titles: { desk: 'Desk' }, panels: { helper: 'Ask the helper' } },
      ar: { titles: { desk: 'المكتب' }, panels: { helper: 'اسأل المساعد' } },
      ur: { titles: { desk: 'ڈیسک' } },
    });
    expect(declarationOf(dir)).toEqual({
      remote: 'mfe_demo',
      pages: [{ name: 'desk', paths: ['/desk'], layout: 'dashboard', access: 'signed-in', title: { en: 'Desk', ar: 'المكتب', ur: 'ڈیسک' } }],
      panels: [{ name: 'helper', slot: 'assistant', access: 'signed-in', label: { en: 'Ask the helper', ar: 'اسأل المساعد' } }],
    });
  });

  it('a remote that offers no panels publishes no panels field', () => {
    const dir = sources(ROUTES_WITH_PANEL.replace(/\n\s+panels: \[.*\],\n/, '\n'), { en: { titles: { desk: 'Desk' } } });
    expect(declarationOf(dir)).not.toHaveProperty('panels');
  });

  it('refuses a panel label without English text, naming the panel', () => {
    const dir = sources(ROUTES_WITH_PANEL, { en: { titles: { desk: 'Desk' } }, ar: { panels: { helper: 'اسأل المساعد' } } });
    expect(() => declarationOf(dir)).toThrow('mfe_demo panel "helper" (namespace demo): the key "panels.helper" has no English text');
  });
});

describe('pages.json (docs/rules/pages.md#fresh-pages)', () => {
  it('publishes fresh: true for a page its remote declares fresh, and nothing for the others', () => {
    const routes = ROUTES_WITH_PANEL.replace(
      "pages: [{ name: 'desk',",
      "pages: [{ name: 'record', path: '/records/:id', layout: 'default', access: 'public', fresh: true, page: () => import('./pages/record-page') }, { name: 'desk',",
    );
    const { pages } = declarationOf(sources(routes, { en: { titles: { desk: 'Desk' }, panels: { helper: 'Ask the helper' } } }));
    expect(pages[0]).toEqual({ name: 'record', paths: ['/records/:id'], layout: 'default', access: 'public', fresh: true });
    expect(pages[1]).not.toHaveProperty('fresh');
  });
});
