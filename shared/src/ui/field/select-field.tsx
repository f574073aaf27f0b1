import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import styles from './field.module.css';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { options: readonly SelectOption[]; placeholder?: string };

/** A labelled `<select>` with its hint and error. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, id, options, placeholder, className, ...select },
  ref,
) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <select ref={ref} className={[styles.control, className].filter(Boolean).join(' ')} {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
});
