import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@ilm/shared/router';

/** Where each history entry was scrolled to, kept for the tab's life (a reload comes back to it). */
const STORAGE_KEY = 'ilm-scroll-positions';
/** How long a link to `#anchor` waits for its page (a remote's module) to draw the anchor. */
const ANCHOR_WAIT_MS = 3000;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, top: number): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readPositions(), [key]: top }));
  } catch {
    // Storage full or refused: back and forward then start at the top.
  }
}

/**
 * Whether this document was loaded by a reload or by back/forward: only then can its first entry
 * have a position saved, by this document's earlier life. A page opened anew skips the tab's
 * storage, whose first read is a round trip to the browser in the middle of the page's hydration
 * (docs/decisions/0007-first-visit-performance.md, lever 19); its first entry's key (`default`)
 * would also find the position of another document the tab showed before.
 */
function loadedFromHistory(): boolean {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation?.type === 'reload' || navigation?.type === 'back_forward';
}

/** Scrolls to the element `#hash` names once the page has drawn it (the page may arrive after the route). */
function scrollToAnchor(hash: string): () => void {
  const id = decodeURIComponent(hash.slice(1));
  const found = () => {
    const element = document.getElementById(id);
    element?.scrollIntoView();
    return element !== null;
  };
  if (found()) return () => undefined;
  const observer = new MutationObserver(() => found() && observer.disconnect());
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

/**
 * What a browser does for pages it loads itself, done for the pages the router draws: a new page
 * starts at the top (or at its `#anchor`), back and forward return to where the reader was.
 */
export function ScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstEntry = useRef(true);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const mayHaveSaved = navigationType === 'POP' && (!firstEntry.current || loadedFromHistory());
    firstEntry.current = false;
    const saved = mayHaveSaved ? readPositions()[location.key] : undefined;
    let stop = () => undefined as void;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) stop = scrollToAnchor(location.hash);
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    return () => {
      stop();
      savePosition(location.key, window.scrollY);
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
