import { useId, type ReactNode } from 'react';
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

/**
 * Label, hint and error around one control, wired for screen readers: the control gets
 * `aria-invalid` and `aria-describedby` pointing at its hint and error.
 */
export function FieldFrame({ label, hint, error, id, children }: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
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
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
