import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import styles from './field.module.css';

/** Props of {@link TextField}: a labelled `<input>` (all input attributes pass through). */
export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** Inputs whose values read left to right in any language (docs/rules/languages.md#right-to-left). */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'url', 'password', 'number']);

/**
 * A labelled text input with its hint and error (works with react-hook-form's `register`). An
 * e-mail address, phone number, URL or password is typed left to right even on a right-to-left page.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, hint, error, id, className, dir, ...input }, ref) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <input
          ref={ref}
          className={[styles.control, className].filter(Boolean).join(' ')}
          dir={dir ?? (input.type && LEFT_TO_RIGHT_TYPES.has(input.type) ? 'ltr' : undefined)}
          {...control}
          {...input}
        />
      )}
    </FieldFrame>
  );
});
