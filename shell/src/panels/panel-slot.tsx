import { useStore } from '@nanostores/react';
import { useContext, useEffect, useRef, useState } from 'react';
import type { PanelSlot as PanelSlotName, SitePanel } from '@ilm/contract';
import { localizedText, useTranslation } from '@ilm/shared/i18n';
import { $auth } from '@ilm/shared/stores';
import { buttonClass } from '@ilm/shared/ui';
import { offeredTo } from '../layouts/use-nav-slot';
import { $openPanels, setOpenPanel } from './open-panels';
import { PageAccessContext } from './page-access';
import { PanelSheet, sheetIdOf } from './panel-sheet';
import { $sitePanels } from './site-panels';
import styles from './panels.module.css';

/** Set on `<html>` while a side sheet is open, so wide screens make room for it beside the page. */
const OPEN_ATTRIBUTE = 'data-ilm-panel-open';

/** The panels the remotes offer in `slot` to this visitor on this page. */
function useOfferedPanels(slot: PanelSlotName): SitePanel[] {
  const panels = useStore($sitePanels);
  const { isAuthenticated } = useStore($auth);
  const pageAccess = useContext(PageAccessContext);
  if (pageAccess === 'signed-out') return [];
  return panels.filter((panel) => panel.slot === slot && offeredTo(panel.access, isAuthenticated));
}

/**
 * A layout's panel slot (docs/rules/pages.md#panels): a launcher for each panel the remotes offer
 * there, fixed at the inline-end bottom corner, opening the panel in a side sheet. A panel's
 * module is loaded only when it is first opened. The layout knows the slot, never the panels.
 */
export function PanelSlot({ slot }: { slot: PanelSlotName }) {
  const { i18n } = useTranslation();
  const panels = useOfferedPanels(slot);
  const openName = useStore($openPanels)[slot];
  const open = panels.find((panel) => panel.name === openName);
  // Panels opened while this layout is drawn stay mounted when closed; others are not drawn at all.
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => new Set(openName ? [openName] : []));
  const launchers = useRef(new Map<string, HTMLButtonElement>());
  const sheets = useRef(new Map<string, HTMLElement>());
  const focusNext = useRef<{ to: 'sheet' | 'launcher'; name: string } | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next) (next.to === 'sheet' ? sheets : launchers).current.get(next.name)?.focus();
  }, [openName]);

  useEffect(() => {
    if (!open) return undefined;
    document.documentElement.setAttribute(OPEN_ATTRIBUTE, '');
    return () => document.documentElement.removeAttribute(OPEN_ATTRIBUTE);
  }, [open]);

  if (panels.length === 0) return null;
  const label = (panel: SitePanel) => localizedText(panel.label, i18n.language);
  const openPanel = (name: string) => {
    focusNext.current = { to: 'sheet', name };
    setDrawn((names) => new Set(names).add(name));
    setOpenPanel(slot, name);
  };
  const close = (name: string) => {
    focusNext.current = { to: 'launcher', name };
    setOpenPanel(slot, null);
  };
  const remember =
    <T,>(map: Map<string, T>, name: string) =>
    (element: T | null) => {
      if (element) map.set(name, element);
      else map.delete(name);
    };

  return (
    <>
      {/* The sheet covers the corner while it is open: its launchers come back when it closes. */}
      {!open && (
        <div className={styles.launchers}>
          {panels.map((panel) => (
            <button
              key={panel.name}
              type="button"
              ref={remember(launchers.current, panel.name)}
              className={buttonClass('primary', styles.launcher)}
              aria-expanded={false}
              aria-controls={drawn.has(panel.name) ? sheetIdOf(panel) : undefined}
              onClick={() => openPanel(panel.name)}
            >
              {label(panel)}
            </button>
          ))}
        </div>
      )}
      {panels
        .filter((panel) => drawn.has(panel.name) || panel === open)
        .map((panel) => (
          <PanelSheet
            key={panel.name}
            ref={remember(sheets.current, panel.name)}
            panel={panel}
            label={label(panel)}
            open={panel === open}
            onClose={() => close(panel.name)}
          />
        ))}
    </>
  );
}
