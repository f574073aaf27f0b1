import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Database } from '../../../db/client';
import { labs } from '../../catalog/catalog.schema';
import { loadLabs } from '../../labs/content/load-labs';
import { createTestDatabase } from '../../../testing/test-app';
import { baariSettingsFromEnv } from '../settings';
import { catalogPassages } from './catalog-passages';
import { contentPassages, type ContentProblem } from './content-passages';
import type { IndexedPassage } from './indexed-passage';

let database: Database;
let passages: IndexedPassage[];
beforeAll(async () => {
  database = await createTestDatabase();
  passages = await catalogPassages(database.db);
});
afterAll(() => database.close());

const CONTENT_DIR = baariSettingsFromEnv({}).contentDir;
// The site's own Markdown compiler: the anchors Baari links to must be the ids the pages have.
const { compileMarkdown } = createRequire(__filename)('@ilm/build/markdown-loader') as {
  compileMarkdown: (source: string, file: string) => { meta: { path: string }; headings: { level: number; id: string }[] };
};

describe('passages from the catalog', () => {
  it('has each lab, and each of its steps, in every language the lab is written in', async () => {
    const [lab] = await database.db.select().from(labs).limit(1);
    for (const language of ['en', 'ar', 'ur'] as const) {
      expect(passages.find((one) => one.id === `lab:${lab!.slug}:${language}`)).toMatchObject({ kind: 'lab', url: `/labs/${lab!.slug}`, language });
      expect(passages.filter((one) => one.labSlug === lab!.slug && one.kind === 'lab_step' && one.language === language)).toHaveLength(lab!.steps.length);
    }
    expect(new Set(passages.map((one) => one.kind))).toEqual(new Set(['lab', 'lab_step', 'career_path', 'learning_path', 'plan', 'token_pack', 'consulting']));
  });

  it('leaves a step’s fenced commands (its solution) out of the passage, and keeps its prose', () => {
    const step = passages.find((one) => one.id === 'lab_step:linux-files-and-permissions:2:en')!;
    const lab = loadLabs().find((one) => one.slug === 'linux-files-and-permissions')!;
    const solution = lab.scripts!.steps[2]!.solution!;
    const commands = solution.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) expect(step.text).not.toContain(command.trim());
    expect(step.text).toMatch(/chmod/);
  });

  it('gives a path its labs’ titles, and plans and packs their prices from the catalog', () => {
    expect(passages.find((one) => one.id === 'career_path:cloud-security-specialist:en')!.text).toContain('IAM Policies for Least Privilege');
    expect(passages.find((one) => one.id === 'plan:standard:en')).toMatchObject({ url: '/pricing#plan-standard', text: expect.stringContaining('$39') });
    expect(passages.find((one) => one.id === 'learning_path:aws-foundations:ar')!.url).toBe('/learning-paths#path-aws-foundations');
  });
});

describe('passages from the public pages’ Markdown', () => {
  const problems: ContentProblem[] = [];
  const pages = contentPassages(CONTENT_DIR, problems);

  it('reads every content file, one passage per ## section, in the three languages', () => {
    expect(problems).toEqual([]);
    expect(new Set(pages.map((one) => one.language))).toEqual(new Set(['en', 'ar', 'ur']));
    expect(pages.find((one) => one.url === '/privacy-and-policy#how-long-we-keep-your-data')).toMatchObject({
      kind: 'page',
      title: 'Privacy policy — How long we keep your data',
    });
  });

  it('links each section to its page’s path and the anchor the site’s build gives its heading', () => {
    const files = ['legal/privacy.ar.md', 'platform/hands-on-labs.ur.md', 'blog/reading-linux-permissions.en.md'];
    for (const file of files) {
      const document = compileMarkdown(readFileSync(path.join(CONTENT_DIR, file), 'utf8'), file);
      const language = file.slice(-5, -3);
      const expected = document.headings.filter((heading) => heading.level === 2).map((heading) => `${document.meta.path}#${heading.id}`);
      const found = pages.filter((one) => one.language === language && one.url.startsWith(`${document.meta.path}#`)).map((one) => one.url);
      expect(found).toEqual(expected);
    }
  });

  it('leaves code blocks out of a page’s passages', () => {
    const section = pages.find((one) => one.url === '/hidden/blog/reading-linux-permissions#changing-them-with-chmod' && one.language === 'en')!;
    expect(section.text).toContain('chmod sets permissions');
    expect(section.text).not.toContain('chmod g+w,o-r report.txt');
  });

  it('skips a file without a path, and says which', () => {
    const seen: ContentProblem[] = [];
    const dir = path.join(__dirname, '__fixtures__');
    expect(contentPassages(dir, seen)).toEqual([]);
    expect(seen).toEqual([{ file: 'no-path.en.md', problem: expect.stringContaining('path') }]);
  });
});
