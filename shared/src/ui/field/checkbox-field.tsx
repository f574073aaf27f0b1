import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useElementId } from '../element-id';
import styles from './field.module.css';

/** Props of {@link CheckboxField}. */
export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; error?: string };

/** A checkbox with its label beside it (links allowed in the label) and its error below. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField({ label, error, id, ...input }, ref) {
  const generated = useElementId();
  const controlId = id ?? generated;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={styles.field}>
      <div className={styles.checkbox}>
        <input ref={ref} id={controlId} type="checkbox" aria-invalid={Boolean(error)} aria-describedby={errorId} {...input} />
        <label htmlFor={controlId}>{label}</label>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
