import { atom } from 'nanostores';
import type { PanelSlot } from '@ilm/contract';

/**
 * Which panel is open in each slot. Kept by the shell, outside the layouts, so a panel stays open
 * while the learner moves between pages, whichever layout draws them.
 */
export const $openPanels = atom<Partial<Record<PanelSlot, string>>>({});

/** Opens the panel `name` in `slot` (closing any other there), or closes the slot with null. */
export function setOpenPanel(slot: PanelSlot, name: string | null): void {
  const { [slot]: _previous, ...others } = $openPanels.get();
  $openPanels.set(name ? { ...others, [slot]: name } : others);
}
