import { atom } from 'nanostores';
import { SITE_PAGES_ELEMENT_ID, type SitePages, type SitePanel } from '@ilm/contract';
import { handedOver } from '@ilm/shared/config';

/** The panels the shell server handed over inside the HTML, beside the pages (none when it did not). */
function handedOverPanels(): SitePanel[] {
  // A missing or broken hand-over is the same as none: the shell fetches the site instead.
  return (handedOver(SITE_PAGES_ELEMENT_ID) as Partial<SitePages> | undefined)?.panels ?? [];
}

/** Every panel the remotes offer, as the shell server composed them (docs/rules/pages.md#panels). */
export const $sitePanels = atom<SitePanel[]>(handedOverPanels());

/** Replaces the site's panels (the shell, once it has fetched the composed site). */
export function setSitePanels(panels: SitePanel[]): void {
  $sitePanels.set(panels);
}
