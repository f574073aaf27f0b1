import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { loadRuntimeConfig } from '@ilm/shared/config';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { I18nextProvider, i18n, syncDocumentLanguage } from '@ilm/shared/i18n';
import { checkSession, startCountryAndCurrencySync } from '@ilm/shared/stores';
import { Spinner } from '@ilm/shared/ui';
import '../ui/tokens.css';
import styles from './standalone.module.css';

/** One page of a remote at the URL the shell gives it. */
export interface StandaloneRoute {
  path: string;
  load: () => Promise<RemotePageModule>;
}

/** Options of {@link startStandalone}. */
export interface StandaloneOptions<R extends StandaloneRoute> {
  routes: readonly R[];
  /** What stands around each page (the remote's stand-in for the shell's layout); default: a centred main. */
  frame?: (page: ReactNode, route: R) => ReactNode;
  /** More routes of the standalone page, e.g. an index of the remote's pages at `*`. */
  extraRoutes?: RouteObject[];
}

function StandalonePage<R extends StandaloneRoute>({ route, frame }: { route: R; frame: NonNullable<StandaloneOptions<R>['frame']> }) {
  const Page = useMemo(() => lazy(route.load), [route]);
  const params = useParams();
  const { pathname, search } = useLocation();
  // SPEC §4's get-user check on every navigation, as the shell's SessionSync does.
  useEffect(() => {
    void checkSession();
  }, [pathname, search]);
  return frame(
    <Suspense fallback={<Spinner />}>
      <Page params={params} />
    </Suspense>,
    route,
  );
}

const centred = (page: ReactNode) => <main className={styles.main}>{page}</main>;

/**
 * Runs a remote alone (its team's `pnpm dev`, or its own server's page): it does the shell's
 * jobs — the runtime config before the first API call, country and currency, the session check
 * on every navigation, `<html lang dir>`, one router — around the remote's pages.
 */
export async function startStandalone<R extends StandaloneRoute>(container: HTMLElement | null, options: StandaloneOptions<R>): Promise<void> {
  if (!container) throw new Error('The page has no #root element');
  await loadRuntimeConfig();
  startCountryAndCurrencySync();
  syncDocumentLanguage();
  const frame = options.frame ?? centred;
  const router = createBrowserRouter([
    ...options.routes.map((route) => ({ path: route.path, element: <StandalonePage route={route} frame={frame} /> })),
    ...(options.extraRoutes ?? []),
  ]);
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <div className={styles.frame}>
        <RouterProvider router={router} />
      </div>
    </I18nextProvider>,
  );
}
