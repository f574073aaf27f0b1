import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import styles from './field.module.css';

/** Props of {@link TextField}: a labelled `<input>` (all input attributes pass through). */
export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled text input with its hint and error (works with react-hook-form's `register`). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, className, ...input },
  ref,
) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {(control) => <input ref={ref} className={[styles.control, className].filter(Boolean).join(' ')} {...control} {...input} />}
    </FieldFrame>
  );
});
