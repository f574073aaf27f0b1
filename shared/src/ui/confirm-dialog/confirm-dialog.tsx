import { useEffect, useRef, type ReactNode } from 'react';
import { useElementId } from '../element-id';
import { useTranslation } from '@ilm/shared/i18n';
import { Button } from '../button';
import styles from './confirm-dialog.module.css';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While true, the confirm button is disabled (the action is under way). */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before an action that costs something (spend tokens, stop a lab). Built on
 * `<dialog>`: focus is trapped inside, Escape cancels, and focus returns where it was.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useElementId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom has no showModal; the `open` attribute is enough there.
    if (open && !dialog.open) {
      if (dialog.showModal) dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (dialog.close) dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children && <div className={styles.body}>{children}</div>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('dialog.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirmLabel ?? t('dialog.confirm')}
        </Button>
      </div>
    </dialog>
  );
}
