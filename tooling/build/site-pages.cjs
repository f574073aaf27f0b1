// @ts-check
/**
 * The site's pages composed from the workspace's sources, for places no shell server composes
 * them: Jest (links in component tests) and the shell's dev server. The composition rule is the
 * contract's `composeSitePages`, the same the shell server applies.
 */
const path = require('node:path');
const { workspaceDeclarations } = require('./pages.cjs');

/** @returns {import('@ilm/contract').SitePage[]} */
function sitePagesOfWorkspace() {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const contractDir = path.dirname(require.resolve('@ilm/contract'));
  const { composeSitePages } = tsxRequire(path.join(contractDir, 'compose-pages.ts'), __filename);
  const { pages, issues } = composeSitePages(workspaceDeclarations());
  for (const issue of issues) console.warn(`site pages: ${issue.remote} "${issue.page}": ${issue.message}`);
  return pages;
}

module.exports = { sitePagesOfWorkspace };
