import { forwardRef, type KeyboardEvent } from 'react';
import type { SitePanel } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import { Button } from '@ilm/shared/ui';
import { PanelBody } from './panel-body';
import styles from './panels.module.css';

/** The id of a panel's side sheet (its launcher controls it). */
export function sheetIdOf(panel: SitePanel): string {
  return `ilm-panel-${panel.name}`;
}

interface PanelSheetProps {
  panel: SitePanel;
  label: string;
  open: boolean;
  onClose: () => void;
}

/**
 * A non-modal side sheet at the inline end of the page: a complementary landmark named after the
 * panel, a Close button, Escape closes it. Closed, it stays mounted (hidden) so the panel keeps
 * what the learner was doing in it.
 */
export const PanelSheet = forwardRef<HTMLElement, PanelSheetProps>(function PanelSheet({ panel, label, open, onClose }, ref) {
  const { t } = useTranslation('shell');
  const id = sheetIdOf(panel);
  const closeOnEscape = (event: KeyboardEvent) => {
    // A control inside the panel that uses Escape itself (a menu, a suggestion list) prevents the default.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.stopPropagation();
    onClose();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in the sheet closes it (the sheet's controls are its own)
    <aside id={id} ref={ref} className={styles.sheet} aria-labelledby={`${id}-title`} tabIndex={-1} hidden={!open} onKeyDown={closeOnEscape}>
      <div className={styles.sheetHeader}>
        <h2 id={`${id}-title`} className={styles.sheetTitle}>
          {label}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          {t('panels.close')}
        </Button>
      </div>
      <div className={styles.sheetBody}>
        <PanelBody panel={panel} onClose={onClose} />
      </div>
    </aside>
  );
});
