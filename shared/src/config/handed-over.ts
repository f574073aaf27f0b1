/**
 * The JSON the shell server wrote into the page's `<script type="application/json" id>` element
 * (the runtime config, the site's pages, the server page's API answers and stores:
 * docs/decisions/0005-server-rendering.md, 0007-first-visit-performance.md), or undefined when the
 * element is missing or unreadable: a broken hand-over is the same as none.
 */
export function handedOver(id: string, doc: Document | undefined = typeof document === 'undefined' ? undefined : document): unknown {
  const text = doc?.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
