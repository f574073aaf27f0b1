import type { PublishedPanel, PublishedPage, SitePage, SitePanel } from './pages';

/** One remote's published pages and panels, as composition takes them. */
export interface RemotePagesInput {
  remote: string;
  pages: readonly PublishedPage[];
  panels?: readonly PublishedPanel[];
}

/** Something composition refused or trimmed, for the server's log. */
export interface CompositionIssue {
  remote: string;
  /** The name of the page (or panel) it concerns. */
  page: string;
  message: string;
}

/**
 * What a path pattern claims, whatever its spelling: matching ignores case and a parameter's
 * name (`/labs/:slug` and `/Labs/:id` are one claim).
 */
export function claimOf(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment.toLowerCase()))
    .join('/');
}

/**
 * The layouts whose access is fixed (docs/rules/session.md#guards): a page that declares
 * otherwise is refused, so no remote can open the learner area to visitors.
 */
const ACCESS_OF_LAYOUT: Partial<Record<PublishedPage['layout'], PublishedPage['access']>> = {
  auth: 'signed-out',
  dashboard: 'signed-in',
};

/**
 * The panels of every remote's declaration, in `REMOTES` order: the first remote to claim a
 * panel name keeps it; a later claim is refused and reported. See docs/rules/pages.md#panels.
 */
function composePanels(inputs: readonly RemotePagesInput[], issues: CompositionIssue[]): SitePanel[] {
  const panels: SitePanel[] = [];
  const names = new Map<string, string>();
  for (const { remote, panels: declared = [] } of inputs) {
    for (const panel of declared) {
      const owner = names.get(panel.name);
      if (owner) {
        issues.push({ remote, page: panel.name, message: `the panel name "${panel.name}" belongs to ${owner}: panel refused` });
        continue;
      }
      names.set(panel.name, remote);
      panels.push({ ...panel, remote });
    }
  }
  return panels;
}

/**
 * The site's pages from every remote's declaration, in `REMOTES` order: the first remote to
 * claim a path, a page name or a role keeps it; a later claim is dropped and reported. Panels
 * likewise, by name. See docs/rules/pages.md#composition.
 */
export function composeSitePages(inputs: readonly RemotePagesInput[]): { pages: SitePage[]; panels: SitePanel[]; issues: CompositionIssue[] } {
  const pages: SitePage[] = [];
  const issues: CompositionIssue[] = [];
  const claims = new Map<string, string>();
  const names = new Map<string, string>();
  const roles = new Map<string, string>();

  for (const { remote, pages: declared } of inputs) {
    for (const page of declared) {
      const report = (message: string) => issues.push({ remote, page: page.name, message });
      const required = ACCESS_OF_LAYOUT[page.layout];
      if (required && page.access !== required) {
        report(`the ${page.layout} layout requires access "${required}", not "${page.access}": page refused`);
        continue;
      }
      const owner = names.get(page.name);
      if (owner) {
        report(`the name "${page.name}" belongs to ${owner}: page refused`);
        continue;
      }
      const paths = page.paths.filter((path) => {
        const holder = claims.get(claimOf(path));
        if (holder) report(`the path ${path} belongs to ${holder}: path dropped`);
        return !holder;
      });
      if (paths.length === 0) continue;
      const kept: SitePage = { ...page, paths, remote };
      if (page.role) {
        const roleOwner = roles.get(page.role);
        if (roleOwner) {
          report(`the role "${page.role}" belongs to ${roleOwner}: role dropped`);
          delete kept.role;
        } else {
          roles.set(page.role, `${remote}/${page.name}`);
        }
      }
      names.set(page.name, remote);
      for (const path of paths) claims.set(claimOf(path), `${remote}/${page.name}`);
      pages.push(kept);
    }
  }
  return { pages, panels: composePanels(inputs, issues), issues };
}
