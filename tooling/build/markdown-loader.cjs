// @ts-check
/**
 * Markdown content files (`*.md` with YAML front matter) compiled when the app is built
 * (docs/rules/content.md): a module whose default export is `{ meta, html, headings }`, so no
 * Markdown parser reaches the browser and the server renders the same HTML. The same function
 * serves webpack (as a loader) and Jest (as a transform).
 */
const matter = require('gray-matter');
const { Marked } = require('marked');
const { gfmHeadingId, getHeadingList } = require('marked-gfm-heading-id');

/**
 * @param {string} source  the file's text
 * @param {string} file    its path, for errors
 * @returns {{ meta: Record<string, unknown>, html: string, headings: { level: number, id: string, text: string }[] }}
 */
function compileMarkdown(source, file) {
  const { data, content } = matter(source);
  if (typeof data.title !== 'string' || !data.title.trim()) throw new Error(`${file}: the front matter needs a title`);
  if (typeof data.description !== 'string' || !data.description.trim())
    throw new Error(`${file}: the front matter needs a description (the page's meta description)`);
  // `path`, the page that draws the file, is passed through as it is (the API's assistant links to it).
  if (data.path !== undefined && (typeof data.path !== 'string' || !data.path.startsWith('/')))
    throw new Error(`${file}: the front matter's path must be a path on the site, starting with /`);
  // Heading ids as GitHub writes them (Unicode letters kept), so `#anchors` work in every language.
  const marked = new Marked({ gfm: true }, gfmHeadingId());
  const html = /** @type {string} */ (marked.parse(content, { async: false }));
  const headings = getHeadingList().map(({ level, id, text }) => ({ level, id, text: text.replace(/<[^>]+>/g, '') }));
  // YAML dates become Date objects: keep them as ISO days.
  const meta = JSON.parse(
    JSON.stringify(data, (_key, value) => (typeof value === 'string' && /^\d{4}-\d\d-\d\dT00:00:00\.000Z$/.test(value) ? value.slice(0, 10) : value)),
  );
  return { meta, html, headings };
}

/** @this {{ resourcePath: string }} @param {string} source */
function markdownLoader(source) {
  return `export default ${JSON.stringify(compileMarkdown(source, this.resourcePath))};`;
}

module.exports = markdownLoader;
module.exports.compileMarkdown = compileMarkdown;
/** Jest's transform of `*.md`. */
module.exports.process = (/** @type {string} */ source, /** @type {string} */ file) => ({
  code: `module.exports = { __esModule: true, default: ${JSON.stringify(compileMarkdown(source, file))} };`,
});
