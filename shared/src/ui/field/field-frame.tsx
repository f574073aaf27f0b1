import { type ReactNode } from 'react';
import { useElementId } from '../element-id';
import styles from './field.module.css';

/** Ids and ARIA wiring a control needs inside a {@link FieldFrame}. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** Props shared by every labelled field. */
export interface FieldFrameProps {
  label: ReactNode;
  /** Shown under the control, e.g. the rules a password must follow. */
  hint?: ReactNode;
  /** The field's error; it is tied to the control with aria-describedby and marks it aria-invalid. */
  error?: string;
  id?: string;
}

/** What a control adds to its {@link FieldFrame} (TextAreaField's count of characters). */
interface FieldFrameExtras {
  /** Shown between the hint and the error, and described by it too. */
  note?: ReactNode;
  /**
   * Said at once when the error appears (`role="alert"`), for an error that arrives while the
   * focus is elsewhere, e.g. the server's refusal after Submit.
   */
  announceError?: boolean;
}

/**
 * Label, hint and error around one control, wired for screen readers: the control gets
 * `aria-invalid` and `aria-describedby` pointing at its hint, note and error.
 */
export function FieldFrame({
  label,
  hint,
  error,
  id,
  note,
  announceError,
  children,
}: FieldFrameProps & FieldFrameExtras & { children: (control: FieldControlProps) => ReactNode }) {
  const generated = useElementId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const noteId = note ? `${controlId}-note` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, noteId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {note && (
        <p id={noteId} className={styles.hint}>
          {note}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
