import { lazy, Suspense, useCallback, useContext, useMemo, useState, type LazyExoticComponent } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { RemoteName, RemotePage } from '@ilm/shared/contracts';
import { loadWithRetry, RemoteRuntimeContext, type RemoteRuntime } from './page-loader';
import { RemoteBoundary } from './remote-boundary';
import { claimGuardedReload } from './reload-guard';
import { HydratedServerPage, PageLoading, ServerPageDone, serverPageAt } from './server-page';

/** A promise that never settles: the page is reloading, nothing more will be drawn. */
const RELOADING = new Promise<never>(() => undefined);

/** SPEC §8: a page chunk that cannot be loaded reloads the page once (guarded for 10 s). */
function reloadOnce(runtime: RemoteRuntime): boolean {
  if (!claimGuardedReload()) return false;
  runtime.reloadPage();
  return true;
}

// React.lazy keeps a failure forever, so each page id gets a fresh lazy component per attempt.
const lazyPages = new WeakMap<RemoteRuntime, Map<string, LazyExoticComponent<RemotePage>>>();

function lazyPage(runtime: RemoteRuntime, remote: RemoteName, name: string, attempt: number): LazyExoticComponent<RemotePage> {
  let pages = lazyPages.get(runtime);
  if (!pages) lazyPages.set(runtime, (pages = new Map()));
  const key = `${remote}/${name}#${attempt}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => {
      try {
        return await loadWithRetry(runtime.loader, remote, name);
      } catch (error) {
        if (reloadOnce(runtime)) return RELOADING;
        throw error;
      }
    });
    pages.set(key, page);
  }
  return page;
}

/** Draws the page `name` of the remote `remote` with the route's params, loaded from that remote. */
export function RemotePageRoute({ remote, name }: { remote: RemoteName; name: string }) {
  const runtime = useContext(RemoteRuntimeContext);
  if (!runtime) throw new Error('RemotePageRoute needs a RemoteRuntimeContext');
  const params = useParams();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(() => lazyPage(runtime, remote, name, attempt), [runtime, remote, name, attempt]);
  const retry = () => {
    runtime.loader.reset(remote);
    setAttempt((n) => n + 1);
  };
  const [hydrationError, setHydrationError] = useState<{ error: unknown } | null>(null);
  const load = useCallback(() => loadWithRetry(runtime.loader, remote, name), [runtime, remote, name]);
  // The first page of a visit, drawn by the server, is hydrated where it stands while the visitor
  // stays on it (docs/decisions/0005-server-rendering.md); any other is loaded and drawn here.
  const [server] = useState(() => {
    const html = serverPageAt(pathname);
    return html === null ? null : { pathname, html };
  });
  if (server?.pathname === pathname && attempt === 0) {
    // Its module failed as any page's does (already tried twice): the page reloads once, else the fallback with Try again.
    const failed = (error: unknown) => {
      if (!reloadOnce(runtime)) setHydrationError({ error });
    };
    return (
      <RemoteBoundary onRetry={retry} onRenderError={(error) => isChunkError(error) && reloadOnce(runtime)}>
        {hydrationError ? <Rethrow error={hydrationError.error} /> : <HydratedServerPage html={server.html} params={params} load={load} onFailed={failed} />}
      </RemoteBoundary>
    );
  }
  return (
    <RemoteBoundary key={`${remote}/${name}#${attempt}`} onRetry={retry} onRenderError={(error) => isChunkError(error) && reloadOnce(runtime)}>
      <Suspense fallback={<PageLoading pathname={pathname} />}>
        <Page params={params} />
        <ServerPageDone />
      </Suspense>
    </RemoteBoundary>
  );
}

/** Hands an error that happened outside rendering to the nearest boundary. */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/** Errors that mean code could not be fetched (as opposed to a page's own bug). */
function isChunkError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk|RUNTIME-00[38]|Failed to fetch dynamically imported module/i.test(text);
}
