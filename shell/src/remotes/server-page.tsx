import { Suspense, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
} from '@ilm/shared/router';
import { hydrate, QueryClientContext, type QueryClient } from '@ilm/shared/query';
import {
  SERVER_DISABLED_ATTRIBUTE,
  SERVER_PAGE_ELEMENT_ID,
  SERVER_PAGE_ID_PREFIX,
  SERVER_QUERIES_ELEMENT_ID,
  SERVER_STORES_ELEMENT_ID,
  type ServerStores,
} from '@ilm/contract';
import type { RemotePage, RemotePageModule } from '@ilm/shared/contracts';
import { handedOver } from '@ilm/shared/config';
import { acceptDrawnWords, I18nextProvider, i18n, loadEveryNamespace } from '@ilm/shared/i18n';
import { $country, $currencyReady, setCurrency } from '@ilm/shared/stores';
import { ElementIdPrefix, hydrateInTurns, partsHydrated, Spinner } from '@ilm/shared/ui';
import { yieldToBrowser } from '../app/yield';

/**
 * The page the shell server stitched into the HTML (docs/decisions/0005-server-rendering.md),
 * kept from before the first render: the page's module hydrates it where it stands.
 */
let serverPage: { pathname: string; html: string } | null = null;

/** The page the layout is drawn around on the server (render-layout.tsx), or none. */
export function setServerPage(page: { pathname: string; html: string } | null): void {
  serverPage = page;
}

/**
 * Takes the server's page, its API answers (into `client`) and the country and currency it was
 * drawn with out of the document; call before the first render. The stores start where the server
 * drew the page, or the page's first drawing in the browser would differ (a phone field's country,
 * prices still waiting) and React would draw it anew; the usual detection follows and confirms them.
 */
export function adoptServerPage(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(SERVER_PAGE_ELEMENT_ID);
  if (element) serverPage = { pathname: doc.location.pathname, html: element.innerHTML };
  const queries = handedOver(SERVER_QUERIES_ELEMENT_ID, doc);
  try {
    if (queries) hydrate(client, queries);
  } catch {
    // Answers that cannot be read are asked for again, as on any page.
  }
  const stores = handedOver(SERVER_STORES_ELEMENT_ID, doc) as Partial<ServerStores> | undefined;
  if (typeof stores?.country === 'string' && /^[A-Z]{2}$/.test(stores.country) && $country.get() === '') $country.set(stores.country);
  acceptDrawnWords(stores?.words);
  const currency = stores?.currency;
  if (
    currency &&
    typeof currency.currencyCode === 'string' &&
    Number.isFinite(currency.currency) &&
    Number.isFinite(currency.currencyTax) &&
    !$currencyReady.get()
  ) {
    setCurrency({ currency: currency.currency, currencyCode: currency.currencyCode, currencyTax: currency.currencyTax });
  }
}

/** The server's drawing of the page at `pathname`, while it has not been taken over; else null. */
export function serverPageAt(pathname: string): string | null {
  return serverPage?.pathname === pathname ? serverPage.html : null;
}

/** What a page shows while its module loads when it was not drawn by the server (or that failed): a spinner. */
export function PageLoading({ pathname }: { pathname: string }) {
  const html = serverPageAt(pathname);
  // Trusted: the HTML is the page as the site's own remote drew it on the server.
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <Spinner />;
}

/** Drawn beside a page loaded the ordinary way: the server's copy, if any, is dropped. */
export function ServerPageDone() {
  useEffect(() => {
    serverPage = null;
  }, []);
  return null;
}

/** The contexts a page reads from the shell's tree (router, data, strings), read here and given again in the page's own root. */
function useShellContexts() {
  return {
    navigation: useContext(NavigationContext),
    location: useContext(LocationContext),
    route: useContext(RouteContext),
    client: useContext(QueryClientContext),
  };
}

function WithShellContexts({ contexts, children }: { contexts: ReturnType<typeof useShellContexts>; children: ReactNode }) {
  const { navigation, location, route, client } = contexts;
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientContext.Provider value={client}>
        <NavigationContext.Provider value={navigation}>
          <LocationContext.Provider value={location}>
            <RouteContext.Provider value={route}>{children}</RouteContext.Provider>
          </LocationContext.Provider>
        </NavigationContext.Provider>
      </QueryClientContext.Provider>
    </I18nextProvider>
  );
}

/** Enables the controls the server drew disabled inside `scope`, but those inside an element matching `except` (another root's). */
export function enableServerControls(scope: ParentNode, except?: string): void {
  for (const control of scope.querySelectorAll(`[${SERVER_DISABLED_ATTRIBUTE}]`)) {
    if (except && control.closest(except)) continue;
    control.removeAttribute('disabled');
    control.removeAttribute(SERVER_DISABLED_ATTRIBUTE);
  }
}

/**
 * Enables the controls the server drew disabled, once hydration has committed: only then does what a
 * visitor types reach the live page.
 */
function ControlsAlive({ host, children }: { host: { current: HTMLElement | null }; children: ReactNode }) {
  // A wrapper, not a sibling of the page: a sibling would change the ids the page's fields get (useElementId).
  // A layout effect: the controls work from the very commit that made them live, not a frame later.
  useLayoutEffect(() => {
    // The parts of the page hydrated in turn (HydrateInTurn) are live only once their turn is done.
    void partsHydrated().then(() => host.current && enableServerControls(host.current));
  }, [host]);
  return children;
}

/** Props of {@link HydratedServerPage}. */
export interface HydratedServerPageProps {
  html: string;
  params: Record<string, string | undefined>;
  load: () => Promise<RemotePageModule>;
  /** The module could not be loaded, or the page could not be hydrated: the shell draws it the ordinary way. */
  onFailed: (error: unknown) => void;
}

/**
 * The server's drawing of the page, hydrated by the page's module once it arrives: the same DOM
 * becomes the live page (nothing is drawn twice, focus and scroll stay). The page gets its own
 * React root inside the shell's (a remote's module arrives after the shell's first render), with
 * the shell's router, query cache and strings given again in it, and follows the shell's renders.
 */
export function HydratedServerPage({ html, params, load, onFailed }: HydratedServerPageProps) {
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  const contexts = useShellContexts();
  const [Page, setPage] = useState<RemotePage | null>(null);
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => {
    let live = true;
    // The page's strings in the page's language first: what the server drew is what hydration must find.
    load()
      .then(async (module) => {
        await loadEveryNamespace();
        // Hydrated in a task of its own, not in the one that ran the last chunk or strings to arrive (ADR 0007).
        await yieldToBrowser();
        return module;
      })
      .then(
        (module) => live && setPage(() => module.default),
        (error: unknown) => live && failed.current(error),
      );
    return () => {
      live = false;
    };
  }, [load]);

  // The same Suspense boundary as the server's drawing (shared/src/ssr/render-page.tsx): a page that
  // suspends while hydrating keeps the server's HTML until it can go on.
  const tree = Page ? (
    <WithShellContexts contexts={contexts}>
      <ElementIdPrefix.Provider value={SERVER_PAGE_ID_PREFIX}>
        <Suspense fallback={null}>
          <ControlsAlive host={host}>
            <Page params={params} />
          </ControlsAlive>
        </Suspense>
      </ElementIdPrefix.Provider>
    </WithShellContexts>
  ) : null;
  // What the page's root is drawn from: the same again (the layout re-rendered for a store or a
  // string) draws nothing; the page follows its stores and strings itself.
  const inputs = [Page, JSON.stringify(params), contexts.navigation, contexts.location, contexts.client];
  const drawnFrom = useRef<unknown[]>([]);
  useLayoutEffect(() => {
    if (!tree || !host.current) return;
    const same = inputs.length === drawnFrom.current.length && inputs.every((input, index) => Object.is(input, drawnFrom.current[index]));
    drawnFrom.current = inputs;
    if (same) return;
    if (root.current) {
      // In a task of its own: drawn from this layout effect, the whole page would be drawn again in
      // the task that re-rendered the layout, each time it does (a store or a namespace arriving after
      // hydration; docs/decisions/0007-first-visit-performance.md). Renders meanwhile fold into one.
      const current = root.current;
      const later = setTimeout(() => root.current === current && current.render(tree), 0);
      return () => clearTimeout(later);
    }
    serverPage = null;
    const container = host.current;
    root.current = hydrateInTurns(() => hydrateRoot(container, tree));
  });
  useEffect(
    () => () => {
      const current = root.current;
      root.current = null;
      // Not during the shell's commit: a root is unmounted once the shell has finished with it.
      if (current) setTimeout(() => current.unmount(), 0);
    },
    [],
  );
  // The host's children belong to the page's root once hydrated; this string never changes, so React leaves them be.
  // Its id is how the browser finds, before its first render, the page the server drew inside the layout.
  return <div id={SERVER_PAGE_ELEMENT_ID} ref={host} dangerouslySetInnerHTML={{ __html: html }} />;
}
