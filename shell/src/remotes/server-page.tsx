import { useEffect } from 'react';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { SERVER_PAGE_ELEMENT_ID, SERVER_QUERIES_ELEMENT_ID } from '@ilm/contract';
import { Spinner } from '@ilm/shared/ui';

/**
 * The page the shell server stitched into the HTML (docs/decisions/0005-server-rendering.md),
 * kept from before the first render: it stays on screen while the page's module loads, so the
 * visitor never sees a spinner in place of what the server had already drawn.
 */
let serverPage: { pathname: string; html: string } | null = null;

/** Takes the server's page and its API answers (into `client`) out of the document; call before the first render. */
export function adoptServerPage(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(SERVER_PAGE_ELEMENT_ID);
  if (element) serverPage = { pathname: doc.location.pathname, html: element.innerHTML };
  const queries = doc.getElementById(SERVER_QUERIES_ELEMENT_ID)?.textContent;
  if (queries) {
    try {
      hydrate(client, JSON.parse(queries));
    } catch {
      // Answers that cannot be read are asked for again, as on any page.
    }
  }
}

/** What a page shows while its module loads: the server's drawing of it on the first visit, else a spinner. */
export function PageLoading({ pathname }: { pathname: string }) {
  const html = serverPage?.pathname === pathname ? serverPage.html : null;
  // Trusted: the HTML is the page as the site's own remote drew it on the server.
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <Spinner />;
}

/** Drawn beside the loaded page: from now on the page draws itself, the server's copy is dropped. */
export function ServerPageDone() {
  useEffect(() => {
    serverPage = null;
  }, []);
  return null;
}
