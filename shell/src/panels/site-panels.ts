import { atom } from 'nanostores';
import { SITE_PAGES_ELEMENT_ID, type SitePages, type SitePanel } from '@ilm/contract';

/** The panels the shell server handed over inside the HTML, beside the pages (none when it did not). */
function handedOverPanels(): SitePanel[] {
  const text = typeof document === 'undefined' ? null : document.getElementById(SITE_PAGES_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    return (JSON.parse(text) as Partial<SitePages>).panels ?? [];
  } catch {
    // A broken hand-over is the same as none: the shell fetches the site instead.
    return [];
  }
}

/** Every panel the remotes offer, as the shell server composed them (docs/rules/pages.md#panels). */
export const $sitePanels = atom<SitePanel[]>(handedOverPanels());

/** Replaces the site's panels (the shell, once it has fetched the composed site). */
export function setSitePanels(panels: SitePanel[]): void {
  $sitePanels.set(panels);
}
