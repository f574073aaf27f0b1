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

/** @type {(import('@ilm/contract').SitePages & { routes: string[] }) | undefined} */
let cached;

/** What the child process read: the composed site, and where each remote declares it. */
function readWorkspace({ fresh = false } = {}) {
  if (!cached || fresh) {
    const output = execFileSync(process.execPath, [__filename], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });
    cached = JSON.parse(output);
  }
  return /** @type {import('@ilm/contract').SitePages & { routes: string[] }} */ (cached);
}

/** The site's pages and panels, as the shell server would hand them to the browser. @returns {import('@ilm/contract').SitePages} */
function siteOfWorkspace({ fresh = false } = {}) {
  const { pages, panels } = readWorkspace({ fresh });
  return { pages, panels };
}

/** @returns {import('@ilm/contract').SitePage[]} */
function sitePagesOfWorkspace({ fresh = false } = {}) {
  return siteOfWorkspace({ fresh }).pages;
}

/**
 * Every workspace remote's `src/routes.ts`, in the workspace's order: where a test loads another
 * remote's panel from, as the shell would (`setupWorkspacePanels` of `@ilm/shared/testing`).
 * @returns {string[]}
 */
function routesFilesOfWorkspace() {
  return readWorkspace().routes;
}

function printSitePages() {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const { workspaceDeclarations, workspaceRemoteDirs, ROUTES_FILE } = require('./pages.cjs');
  const contractDir = path.dirname(require.resolve('@ilm/contract'));
  const { composeSitePages } = tsxRequire(path.join(contractDir, 'compose-pages.ts'), __filename);
  const { pages, panels, issues } = composeSitePages(workspaceDeclarations());
  for (const issue of issues) console.error(`site pages: ${issue.remote} "${issue.page}": ${issue.message}`);
  const routes = workspaceRemoteDirs().map((/** @type {string} */ dir) => path.join(dir, ROUTES_FILE));
  process.stdout.write(JSON.stringify({ pages, panels, routes }));
}

if (require.main === module) printSitePages();

module.exports = { routesFilesOfWorkspace, siteOfWorkspace, sitePagesOfWorkspace };
