import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findArticle } from './features/blog/articles';
import { remotePages } from './routes';

/**
 * Every content file names the page that draws it (`path` in its front matter, docs/rules/content.md):
 * the assistant links to `path#anchor`, so the path must be a page this remote declares.
 */
const CONTENT = path.resolve(__dirname, '..', 'content');
const files = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .sort();

const frontMatterPath = (file: string) => {
  const text = readFileSync(path.join(CONTENT, file), 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
  return /^path:\s*(\S+)\s*$/m.exec(frontMatter)?.[1];
};

const declared = remotePages.pages.flatMap((page) => (Array.isArray(page.path) ? page.path : [page.path]) as string[]);
const patternOf = (declaredPath: string) => new RegExp(`^${declaredPath.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
const isDeclared = (sitePath: string) => declared.some((declaredPath) => patternOf(declaredPath).test(sitePath));

describe('content files name the page that draws them', () => {
  it('finds the content files of the remote, three languages each', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.length % 3).toBe(0);
  });

  it.each(files)('%s has a path this remote declares', (file) => {
    const sitePath = frontMatterPath(file);
    expect(sitePath).toMatch(/^\//);
    expect(isDeclared(sitePath!)).toBe(true);
  });

  it('gives the three languages of a document the same path', () => {
    const byDocument = new Map<string, Set<string | undefined>>();
    for (const file of files) {
      const document = file.replace(/\.(en|ar|ur)\.md$/, '');
      byDocument.set(document, (byDocument.get(document) ?? new Set()).add(frontMatterPath(file)));
    }
    const disagreeing = [...byDocument].filter(([, paths]) => paths.size !== 1).map(([document]) => document);
    expect(disagreeing).toEqual([]);
  });

  it('points a blog article at its own article page', () => {
    const articles = files.filter((file) => file.startsWith('blog'));
    expect(articles.length).toBeGreaterThan(0);
    for (const file of articles) {
      const slug = frontMatterPath(file)!.replace('/hidden/blog/', '');
      expect(findArticle(slug, 'en')).toBeDefined();
      expect(path.basename(file)).toMatch(new RegExp(`^${slug}\\.(en|ar|ur)\\.md$`));
    }
  });
});
