import { matchRoutes } from 'react-router';
import { Compile } from 'typebox/compile';
import { composeSitePages, PAGES_FILE, PagesDeclaration, type SitePage, type SitePanel } from '@ilm/contract';
import type { RemotesList } from '@ilm/shared/contracts';
import { refreshOnSchedule } from './refresh-schedule';

/** A remote's declaration as the shell keeps it: remote name -> its published `pages.json`. */
export type DeclarationsByRemote = Record<string, PagesDeclaration>;

/** Options of {@link SitePagesSource}. */
export interface SitePagesSourceOptions {
  /** The remotes in `REMOTES` order: the first to claim a path keeps it. */
  remotes: RemotesList;
  /** What a cold start uses for a remote that does not answer (the shell build's snapshot). */
  snapshot?: DeclarationsByRemote;
  /** How long one remote may take to answer. */
  timeoutMs?: number;
  log?: (message: string) => void;
  fetch?: typeof fetch;
}

/** Where a remote publishes its declaration: beside its manifest. */
export function declarationUrl(manifestUrl: string): string {
  return new URL(PAGES_FILE, manifestUrl).toString();
}

/**
 * The declaration's schema compiled once: checked by `Value.Check`, the four remotes' files took
 * 35–50 ms of the server's CPU at every refresh (every 30 s), compiled 0.2–0.3 ms.
 */
const declarationValidator = Compile(PagesDeclaration);

/** Why a remote's `pages.json` cannot be used, or null when it can. */
export function declarationProblem(remote: string, data: unknown): string | null {
  if (!declarationValidator.Check(data)) {
    const [first] = declarationValidator.Errors(data);
    return first ? `${first.instancePath || '/'} ${first.message}` : 'it does not match the page declaration schema';
  }
  if (data.remote !== remote) return `it declares the remote "${data.remote}", not "${remote}"`;
  return null;
}

/**
 * The site's pages and panels as the shell server knows them (docs/rules/pages.md#composition): each
 * remote's last good declaration (else the build's snapshot), composed in `REMOTES` order.
 * `refresh()` asks every remote again; a remote that is down or answers a malformed file keeps
 * its last good copy, so the server's 200/404 answers stay right while it is away.
 */
export class SitePagesSource {
  private readonly lastGood = new Map<string, PagesDeclaration>();
  private composed: SitePage[] = [];
  private composedPanels: SitePanel[] = [];
  private patterns: { path: string; page: SitePage }[] = [];
  private reported = new Set<string>();
  private stopRefreshing: (() => void) | undefined;

  constructor(private readonly options: SitePagesSourceOptions) {
    this.compose();
  }

  /** Every page of the site now. */
  pages(): SitePage[] {
    return this.composed;
  }

  /** Every panel of the site now (docs/rules/pages.md#panels). */
  panels(): SitePanel[] {
    return this.composedPanels;
  }

  /** The page a URL path shows (matching ignores case, as the browser's router does), or null: a 404. */
  match(pathname: string): SitePage | null {
    return matchRoutes(this.patterns, pathname)?.at(-1)?.route.page ?? null;
  }

  /** Asks every remote for its declaration once, then composes the site again. */
  async refresh(): Promise<void> {
    await Promise.all(Object.entries(this.options.remotes).map(([remote, manifestUrl]) => this.refreshRemote(remote, manifestUrl)));
    this.compose();
  }

  /** Refreshes every `intervalMs` until {@link stop}, and sooner while a remote was never read ({@link refreshOnSchedule}). */
  start(intervalMs: number): void {
    this.stop();
    this.stopRefreshing = refreshOnSchedule(
      () => this.refresh(),
      intervalMs,
      () => Object.keys(this.options.remotes).some((remote) => !this.lastGood.has(remote)),
    );
  }

  stop(): void {
    this.stopRefreshing?.();
    this.stopRefreshing = undefined;
  }

  private log(message: string): void {
    (this.options.log ?? console.warn)(`site pages: ${message}`);
  }

  private async refreshRemote(remote: string, manifestUrl: string): Promise<void> {
    const url = declarationUrl(manifestUrl);
    const keeping = this.lastGood.has(remote)
      ? 'keeping its last good copy'
      : this.options.snapshot?.[remote]
        ? "using the build's snapshot"
        : 'its pages are unknown';
    let data: unknown;
    try {
      const response = await (this.options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 3000), cache: 'no-store' });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      data = await response.json();
    } catch (error) {
      this.log(`${remote}: ${url} could not be read (${error instanceof Error ? error.message : String(error)}); ${keeping}`);
      return;
    }
    const problem = declarationProblem(remote, data);
    if (problem) {
      this.log(`${remote}: ${url} refused: ${problem}; ${keeping}`);
      return;
    }
    this.lastGood.set(remote, data as PagesDeclaration);
  }

  private compose(): void {
    const inputs = Object.keys(this.options.remotes).flatMap((remote) => {
      const declaration = this.lastGood.get(remote) ?? this.options.snapshot?.[remote];
      return declaration ? [{ remote, pages: declaration.pages, panels: declaration.panels ?? [] }] : [];
    });
    const { pages, panels, issues } = composeSitePages(inputs);
    const reported = new Set<string>();
    for (const issue of issues) {
      const line = `${issue.remote} "${issue.page}": ${issue.message}`;
      reported.add(line);
      // Each conflict is logged once, not at every refresh.
      if (!this.reported.has(line)) this.log(line);
    }
    this.reported = reported;
    this.composed = pages;
    this.composedPanels = panels;
    this.patterns = pages.flatMap((page) => page.paths.map((path) => ({ path, page })));
  }
}
