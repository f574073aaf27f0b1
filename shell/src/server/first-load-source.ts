import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FIRST_LOAD_FILE,
  pageFirstLoad,
  type FirstLoadManifest,
  type LanguageCode,
  type LoadGroup,
  type PublishedFirstLoad,
  type SitePage,
} from '@ilm/contract';
import type { RemotesList } from '@ilm/shared/contracts';
import { refreshOnSchedule } from './refresh-schedule';

/** A stylesheet the page needs before it is drawn: its URL (what the style runtime looks for) and its text. */
export interface FirstPaintStyle {
  href: string;
  css: string;
}

/** What the shell server writes into a page's head so that its first visit waits on nothing it can know of (docs/decisions/0007-first-visit-performance.md). */
export interface PageHeadAssets {
  /** The page's stylesheets, inlined: the shell's, the page's own, and its language's fonts. */
  styles: FirstPaintStyle[];
  /** The scripts the page will ask for (the remote's container among them), fetched together by start.js once the page is shown. */
  scripts: string[];
  /** The language's font files, fetched early (a face not ready when text is drawn waits for the next page). */
  fonts: string[];
}

/** Options of {@link FirstLoadSource}. */
export interface FirstLoadSourceOptions {
  /** The shell's build (its `first-load.json` and files). */
  distDir: string;
  remotes: RemotesList;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

/** A file of a build, named relative to its app's public URL: no scheme, no leading slash, no `..`. */
const FILE_NAME = /^(?!\/)(?!.*\.\.)[\w./-]+$/;
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string' && FILE_NAME.test(item));
const isKeys = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
/** Absent, or an object whose every value passes `check` (a group's strings by language, a manifest's groups by name). */
const isOptionalRecordOf = (check: (item: unknown) => boolean) => (value: unknown) =>
  value === undefined || (!!value && typeof value === 'object' && Object.values(value).every(check));
const isByLanguage = isOptionalRecordOf(isStrings);
const isGroup = (value: unknown): value is LoadGroup =>
  !!value &&
  typeof value === 'object' &&
  isStrings((value as LoadGroup).js) &&
  isStrings((value as LoadGroup).css) &&
  isKeys((value as LoadGroup).consumes) &&
  isByLanguage((value as LoadGroup).strings);
const isGroups = isOptionalRecordOf(isGroup);

/** Whether `data` has the shape of a `first-load.json` (its files are only named, never trusted as paths of this server). */
export function isFirstLoadManifest(data: unknown): data is FirstLoadManifest {
  const manifest = data as FirstLoadManifest | null;
  return (
    !!manifest &&
    typeof manifest === 'object' &&
    isGroup(manifest.entry) &&
    isGroup(manifest.startup) &&
    isGroups(manifest.provides) &&
    isGroups(manifest.pages)
  );
}

/**
 * The first loads of the site's pages (`first-load.json` of the shell and of each remote, refreshed
 * with the page declarations), and the stylesheets they name, kept by URL: a file's name carries
 * its content's hash, so a URL's text never changes. A remote whose file cannot be read keeps its
 * last good copy; without one, its pages are served without preloads and their styles arrive with
 * their scripts, as before.
 */
export class FirstLoadSource {
  private readonly shell: PublishedFirstLoad | null;
  private readonly remotes = new Map<string, PublishedFirstLoad>();
  private readonly styles = new Map<string, Promise<string | null>>();
  private stopRefreshing: (() => void) | undefined;

  constructor(private readonly options: FirstLoadSourceOptions) {
    const file = path.join(options.distDir, FIRST_LOAD_FILE);
    const manifest: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
    this.shell = isFirstLoadManifest(manifest) ? { base: 'http://shell.invalid/', manifest } : null;
  }

  /** Reads every remote's `first-load.json` once. */
  async refresh(): Promise<void> {
    await Promise.all(
      Object.entries(this.options.remotes).map(async ([remote, manifestUrl]) => {
        const url = new URL(FIRST_LOAD_FILE, manifestUrl).toString();
        try {
          const response = await (this.options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 3000), cache: 'no-store' });
          if (!response.ok) throw new Error(`answered ${response.status}`);
          const data: unknown = await response.json();
          if (!isFirstLoadManifest(data)) throw new Error('it is not a first-load manifest');
          this.remotes.set(remote, { base: new URL('.', manifestUrl).toString(), manifest: data });
        } catch (error) {
          (this.options.log ?? console.warn)(`first load: ${remote}: ${url} could not be read (${error instanceof Error ? error.message : String(error)})`);
        }
      }),
    );
  }

  /** Refreshes every `intervalMs` until {@link stop}, and sooner while a remote was never read ({@link refreshOnSchedule}). */
  start(intervalMs: number): void {
    this.stop();
    this.stopRefreshing = refreshOnSchedule(
      () => this.refresh(),
      intervalMs,
      () => Object.keys(this.options.remotes).some((remote) => !this.remotes.has(remote)),
    );
  }

  stop(): void {
    this.stopRefreshing?.();
    this.stopRefreshing = undefined;
  }

  /**
   * What the head of `page` (null: a page the shell draws itself) in `language` carries: the
   * stylesheets of its first load inlined, a preload of its language's font, and the scripts
   * start.js fetches once the page is shown, the strings its start loads in `language` last (lever
   * 31). The shell's own files are written as paths of this site. The remote's files are left out
   * unless `remoteAnswered` (it drew the page just now); the language's font faces unless
   * `withFonts` (Urdu's always, others' once the browser has their files: shell/src/app/fonts.ts),
   * for a face declared in the first paint is fetched before it.
   */
  async headAssets(
    page: SitePage | null,
    language: LanguageCode,
    { remoteAnswered = true, withFonts = false }: { remoteAnswered?: boolean; withFonts?: boolean } = {},
  ): Promise<PageHeadAssets> {
    const none: PageHeadAssets = { styles: [], scripts: [], fonts: [] };
    if (!this.shell) return none;
    // Only a remote known to be up (it just drew the page) has its files fetched ahead: a preload that
    // fails is reused by the browser for the same URL, so the page could not load them once it is back.
    const published = page && remoteAnswered ? this.remotes.get(page.remote) : undefined;
    const remote = page && published?.manifest.pages?.[page.name] ? { name: page.remote, published, page: page.name } : undefined;
    const load = pageFirstLoad(this.shell, remote, language);
    const local = (url: string) => url.replace(/^http:\/\/shell\.invalid/, '');
    const fonts = withFonts ? this.shell.manifest.fonts?.[language] : undefined;
    const styleUrls = [...load.css.map((file) => file.url), ...(fonts?.css ?? []).map((file) => new URL(file, this.shell!.base).toString())];
    const styles = await Promise.all(styleUrls.map(async (url) => ({ href: local(url), css: await this.styleText(url) })));
    const named = new Set(this.shell.manifest.entry.js.map((file) => `/${file}`));
    return {
      styles: styles.filter((style): style is FirstPaintStyle => style.css !== null),
      // The shell's entry group is named by the document already (start.js, and its data-entry).
      scripts: load.js.map((file) => local(file.url)).filter((url) => !named.has(url)),
      fonts: (fonts?.preload ?? []).map((file) => `/${file}`),
    };
  }

  /** The text of a stylesheet of the first load: the shell's from its build, a remote's from its server (once per URL). */
  private styleText(url: string): Promise<string | null> {
    let text = this.styles.get(url);
    if (!text) {
      text = url.startsWith('http://shell.invalid/') ? Promise.resolve(this.readOwn(url)) : this.fetchStyle(url);
      this.styles.set(url, text);
    }
    return text;
  }

  private readOwn(url: string): string | null {
    const file = path.join(this.options.distDir, path.basename(new URL(url).pathname));
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  }

  private async fetchStyle(url: string): Promise<string | null> {
    try {
      const response = await (this.options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 3000) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      return await response.text();
    } catch (error) {
      // Asked again next time: the page's styles still arrive with its scripts.
      this.styles.delete(url);
      (this.options.log ?? console.warn)(`first load: ${url} could not be read (${error instanceof Error ? error.message : String(error)})`);
      return null;
    }
  }
}
