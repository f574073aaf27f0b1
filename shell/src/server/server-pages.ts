import { LRUCache } from 'lru-cache';
import { FAILED_DRAWING_SECONDS, openToVisitors, RENDER_PATH, type RenderedPage, type RenderRequest, type SitePage } from '@ilm/contract';
import type { RemotesList } from '@ilm/shared/contracts';

/** Options of {@link ServerPages}. */
export interface ServerPagesOptions {
  remotes: RemotesList;
  /** How long the shell waits for a remote's page before it serves the page without it. */
  timeoutMs: number;
  /** How long a drawn page is reused (the catalog's answers are fresh as long in the browser). */
  cacheSeconds: number;
  /** How long a drawing made while an API answer failed is reused ({@link FAILED_DRAWING_SECONDS} by default; never longer than `cacheSeconds`). */
  failedDrawingSeconds?: number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

/**
 * Public pages drawn by the remotes that own them (docs/decisions/0005-server-rendering.md): the
 * shell server asks the remote (`POST <remote>/_render`), keeps the answer a short while, and
 * serves the page without it (the browser draws it) when the remote is down, slow or has none.
 */
export class ServerPages {
  private readonly cache: LRUCache<string, RenderedPage | 'none'>;
  private readonly fetch: typeof fetch;
  private readonly log: (message: string) => void;
  private lastComplaint = new Map<string, number>();
  private readonly failedDrawingMs: number;

  constructor(private readonly options: ServerPagesOptions) {
    const keptMs = Math.max(1, options.cacheSeconds) * 1000;
    this.cache = new LRUCache({ max: 1000, ttl: keptMs });
    this.failedDrawingMs = Math.max(1, Math.min(keptMs, (options.failedDrawingSeconds ?? FAILED_DRAWING_SECONDS) * 1000));
    this.fetch = options.fetch ?? fetch;
    this.log = options.log ?? ((message) => console.warn(message));
  }

  /** The page drawn by its remote, or null (no public page, no server rendering, or a failure). */
  async render(page: SitePage, url: URL, language: string, pages: SitePage[], country?: string): Promise<RenderedPage | null> {
    if (!openToVisitors(page.access)) return null;
    const manifest = this.options.remotes[page.remote];
    if (!manifest) return null;
    // The page is drawn from its path alone: a query (`?redirect=`, `?plan=`) shapes what the browser
    // does next, not what a reader or a search engine reads; and a visitor cannot make the remotes
    // draw one page again and again by varying it.
    const key = `${page.remote} ${language} ${country ?? ''} ${url.pathname}`;
    const cached = page.fresh ? undefined : this.cache.get(key);
    if (cached) return cached === 'none' ? null : cached;
    const publicPath = new URL('.', manifest).toString();
    const body: RenderRequest = { url: url.pathname, language, pages, publicPath, country };
    try {
      const response = await this.fetch(new URL(RENDER_PATH.slice(1), publicPath), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      // 404: the remote draws no such page on its server (or has no server bundle): remember that too.
      if (response.status === 404) {
        this.cache.set(key, 'none');
        return null;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const rendered = (await response.json()) as RenderedPage;
      // A drawing with an error state where the API failed is kept a moment only: the API may be back for the next visitor.
      if (!page.fresh) this.cache.set(key, rendered, rendered.incomplete ? { ttl: this.failedDrawingMs } : undefined);
      return rendered;
    } catch (error) {
      this.complain(
        page.remote,
        `${page.remote} could not draw ${url.pathname} on the server (${error instanceof Error ? error.message : String(error)}): the browser draws it`,
      );
      return null;
    }
  }

  /** One line a minute per remote: a remote that is down is said once, not at every page. */
  private complain(remote: string, message: string): void {
    const now = Date.now();
    if (now - (this.lastComplaint.get(remote) ?? 0) < 60_000) return;
    this.lastComplaint.set(remote, now);
    this.log(message);
  }
}
