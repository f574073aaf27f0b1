import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useParams, useRoutes, type RouteObject } from '@ilm/shared/router';
import { SITE_PAGES_PATH, type SitePage } from '@ilm/contract';
import { loadRuntimeConfig } from '@ilm/shared/config';
import type { PageDeclaration, RemotePages } from '@ilm/shared/contracts';
import { I18nextProvider, i18n, initialLanguage, languageInUrl, setLanguage, syncDocumentLanguage } from '@ilm/shared/i18n';
import { QueryProvider } from '@ilm/shared/query';
import { pagesOfRemote, setSitePages } from '@ilm/shared/routes';
import { checkSession, startCountryAndCurrencySync, startProfileLanguageSync } from '@ilm/shared/stores';
import { Spinner } from '@ilm/shared/ui';
import '../ui/tokens.css';
import styles from './standalone.module.css';

/** Options of {@link startStandalone}. */
export interface StandaloneOptions {
  /** The remote's declaration (its `src/routes.ts`): the pages run alone at their site URLs. */
  remotePages: RemotePages;
  /** What stands around each page (the remote's stand-in for the shell's layout); default: a centred main. */
  frame?: (page: ReactNode, declaration: PageDeclaration) => ReactNode;
  /** More routes of the standalone page, e.g. an index of the remote's pages at `*`. */
  extraRoutes?: RouteObject[];
}

function StandalonePage({ declaration, frame }: { declaration: PageDeclaration; frame: NonNullable<StandaloneOptions['frame']> }) {
  const Page = useMemo(() => lazy(declaration.page), [declaration]);
  const params = useParams();
  const { pathname, search } = useLocation();
  // The get-user check on every navigation (docs/rules/session.md#get-user), as the shell's SessionSync does.
  useEffect(() => {
    void checkSession();
  }, [pathname, search]);
  return frame(
    <Suspense fallback={<Spinner />}>
      <Page params={params} />
    </Suspense>,
    declaration,
  );
}

const centred = (page: ReactNode) => <main className={styles.main}>{page}</main>;

/** The site's pages from the dev server (every workspace remote's), else the remote's own. */
async function loadSitePages(remotePages: RemotePages): Promise<void> {
  try {
    const response = await fetch(SITE_PAGES_PATH, { cache: 'no-cache' });
    if (response.ok) {
      setSitePages(((await response.json()) as { pages: SitePage[] }).pages);
      return;
    }
  } catch {
    // A remote's production server has no site table: its own pages are what it can link to.
  }
  setSitePages(pagesOfRemote(remotePages));
}

/**
 * Runs a remote alone (its team's `pnpm dev`, or its own server's page) from the same
 * declaration the shell composes: it does the shell's jobs — the runtime config before the first
 * API call, the site's pages for links, country and currency, the session check on every
 * navigation, `<html lang dir>`, the page's QueryClient, one router — around the remote's pages.
 */
export async function startStandalone(container: HTMLElement | null, options: StandaloneOptions): Promise<void> {
  if (!container) throw new Error('The page has no #root element');
  await Promise.all([loadRuntimeConfig(), loadSitePages(options.remotePages), setLanguage(initialLanguage(), { remember: languageInUrl() })]);
  startCountryAndCurrencySync();
  startProfileLanguageSync();
  syncDocumentLanguage();
  const frame = options.frame ?? centred;
  const routes: RouteObject[] = [
    ...options.remotePages.pages.flatMap((declaration) =>
      (typeof declaration.path === 'string' ? [declaration.path] : declaration.path).map((path) => ({
        path,
        element: <StandalonePage declaration={declaration} frame={frame} />,
      })),
    ),
    ...(options.extraRoutes ?? []),
  ];
  function StandaloneRoutes() {
    return useRoutes(routes);
  }
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <QueryProvider>
        <div className={styles.frame}>
          <BrowserRouter>
            <StandaloneRoutes />
          </BrowserRouter>
        </div>
      </QueryProvider>
    </I18nextProvider>,
  );
}
