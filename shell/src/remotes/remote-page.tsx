import { Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { useLocation, useParams } from '@ilm/shared/router';
import type { RemoteName } from '@ilm/shared/contracts';
import { loadWithRetry, RemoteRuntimeContext } from './page-loader';
import { RemoteBoundary } from './remote-boundary';
import { isChunkError, lazyRemote, reloadOnce } from './remote-modules';
import { HydratedServerPage, PageLoading, ServerPageDone, serverPageAt } from './server-page';

/** Draws the page `name` of the remote `remote` with the route's params, loaded from that remote. */
export function RemotePageRoute({ remote, name }: { remote: RemoteName; name: string }) {
  const runtime = useContext(RemoteRuntimeContext);
  if (!runtime) throw new Error('RemotePageRoute needs a RemoteRuntimeContext');
  const params = useParams();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazyRemote(runtime, `page:${remote}/${name}#${attempt}`, () => loadWithRetry(runtime.loader, remote, name)),
    [runtime, remote, name, attempt],
  );
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
