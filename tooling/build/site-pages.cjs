// @ts-check
/**
 * The site's pages composed from the workspace's sources, for places no shell server composes
 * them: Jest (links in component tests) and the shell's dev server. The composition rule is the
 * contract's `composeSitePages`, the same the shell server applies.
 *
 * Reading TypeScript sources needs tsx's loader, which hooks Node's module resolution for the
 * whole process; so the reading runs in a child process and only JSON comes back (inside Jest's
 * process the hook broke the API project's global setup).
 */
const { execFileSync } = require('node:child_process');
const path = require('node:path');

/** @type {import('@ilm/contract').SitePage[] | undefined} */
let cached;

/** @returns {import('@ilm/contract').SitePage[]} */
function sitePagesOfWorkspace({ fresh = false } = {}) {
  if (!cached || fresh) {
    const output = execFileSync(process.execPath, [__filename], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });
    cached = JSON.parse(output);
  }
  return /** @type {import('@ilm/contract').SitePage[]} */ (cached);
}

function printSitePages() {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const { workspaceDeclarations } = require('./pages.cjs');
  const contractDir = path.dirname(require.resolve('@ilm/contract'));
  const { composeSitePages } = tsxRequire(path.join(contractDir, 'compose-pages.ts'), __filename);
  const { pages, issues } = composeSitePages(workspaceDeclarations());
  for (const issue of issues) console.error(`site pages: ${issue.remote} "${issue.page}": ${issue.message}`);
  process.stdout.write(JSON.stringify(pages));
}

if (require.main === module) printSitePages();

module.exports = { sitePagesOfWorkspace };
