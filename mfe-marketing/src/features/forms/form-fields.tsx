import { forwardRef, useState } from 'react';
import { Controller, type Control, type FieldError, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@ilm/shared/i18n';
import { PhoneInput, type PhoneErrorKind, type PhoneInputProps } from '@ilm/shared/phone';
import { CheckboxField, fieldClasses, TextAreaField as SharedTextAreaField, type TextAreaFieldProps, useElementId } from '@ilm/shared/ui';
import { FORMS_NAMESPACE } from './i18n';
import { useFieldError } from './use-field-error';
import styles from './forms.module.css';

/**
 * A form's message box: the shared multi-line field (its label, hint, error and count), six lines
 * tall unless told, at least as tall as the forms' message boxes are (forms.module.css `.message`).
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ rows = 6, className, ...field }, ref) {
  return <SharedTextAreaField ref={ref} rows={rows} className={[styles.message, className].filter(Boolean).join(' ')} {...field} />;
});

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps {
  legend: string;
  hint?: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  /** `register(name)` of the array field the boxes fill. */
  registration: UseFormRegisterReturn;
}

/** Several choices of one question: a fieldset whose boxes fill one array field, with one message for the group. */
export function CheckboxGroup({ legend, hint, error, options, registration }: CheckboxGroupProps) {
  const id = useElementId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={styles.fieldset} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={fieldClasses.hint}>
          {hint}
        </p>
      )}
      <ul className={styles.choices}>
        {options.map((option) => (
          <li key={option.value}>
            <CheckboxField label={option.label} value={option.value} aria-invalid={Boolean(error)} aria-describedby={errorId} {...registration} />
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className={fieldClasses.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The spam trap (HONEYPOT_FIELD of the contract): out of sight, out of the tab order and hidden from
 * screen readers, so only a program that fills every input fills it.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const id = useElementId();
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{t('form.honeypot')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  required?: boolean;
  error?: FieldError;
  /** The country the number starts in (the learner's or the detected one); none: the phone input looks it up. */
  country?: string;
}

/** The site's phone input inside a form: its own precise message while typing, the schema's or the API's otherwise. */
export function PhoneField<Values extends FieldValues>({ control, name, label, required, error, country }: PhoneFieldProps<Values>) {
  const fieldError = useFieldError();
  // What the phone input itself found wrong (too short, not a number…): its own message is the precise one.
  const [problem, setProblem] = useState<PhoneErrorKind | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        // The phone input has no ref of its own: hand react-hook-form something it can focus on an error.
        <div ref={(node) => field.ref(node ? { focus: () => node.querySelector<HTMLInputElement>('input[type="tel"]')?.focus() } : null)}>
          <PhoneInput
            label={label}
            required={required}
            defaultCountry={country as PhoneInputProps['defaultCountry']}
            value={field.value as string | undefined}
            onChange={field.onChange}
            onValidityChange={setProblem}
            error={problem && error?.type !== 'server' ? undefined : fieldError(error)}
          />
        </div>
      )}
    />
  );
}
