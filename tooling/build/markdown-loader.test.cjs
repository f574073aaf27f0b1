const { execFileSync } = require('node:child_process');
const path = require('node:path');

/**
 * The loader as the build runs it: in Node itself (`marked` is an ES module, which Node 20 requires
 * and Jest's module system does not), answering the document or the error's message.
 */
function compileMarkdown(source, file) {
  const script = `try { process.stdout.write(JSON.stringify({ document: require(${JSON.stringify(path.join(__dirname, 'markdown-loader.cjs'))}).compileMarkdown(${JSON.stringify(source)}, ${JSON.stringify(file)}) })) } catch (error) { process.stdout.write(JSON.stringify({ error: error.message })) }`;
  const answer = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  if (answer.error) throw new Error(answer.error);
  return answer.document;
}

describe('content files (docs/rules/content.md)', () => {
  it('compile to the front matter, HTML with heading anchors in the heading’s own words, and the list of headings', () => {
    const file = [
      '---',
      'title: Privacy policy',
      'description: What we keep and why.',
      'updated: 2026-11-01',
      '---',
      '## What we collect',
      'Your *e-mail*.',
      '## ما نجمعه',
      '`code`',
    ].join('\n');
    const document = compileMarkdown(file, 'privacy.en.md');
    expect(document.meta).toEqual({ title: 'Privacy policy', description: 'What we keep and why.', updated: '2026-11-01' });
    expect(document.html).toContain('<h2 id="what-we-collect">What we collect</h2>');
    expect(document.html).toContain('<h2 id="ما-نجمعه">ما نجمعه</h2>');
    expect(document.html).toContain('<p>Your <em>e-mail</em>.</p>');
    expect(document.headings).toEqual([
      { level: 2, id: 'what-we-collect', text: 'What we collect' },
      { level: 2, id: 'ما-نجمعه', text: 'ما نجمعه' },
    ]);
  });

  it('pass the page path through, and refuse one that is not a path on the site', () => {
    const file = (path) => ['---', 'title: Terms', 'description: The terms.', `path: ${path}`, '---', 'Text'].join('\n');
    expect(compileMarkdown(file('/terms-and-conditions'), 'terms.en.md').meta.path).toBe('/terms-and-conditions');
    expect(() => compileMarkdown(file('terms-and-conditions'), 'terms.ar.md')).toThrow(
      "terms.ar.md: the front matter's path must be a path on the site, starting with /",
    );
  });

  it('are refused without a title or a description, naming the file', () => {
    expect(() => compileMarkdown('---\ntitle: Terms\n---\nText', 'terms.ar.md')).toThrow('terms.ar.md: the front matter needs a description');
    expect(() => compileMarkdown('No front matter', 'about.ur.md')).toThrow('about.ur.md: the front matter needs a title');
  });
});
