import { forwardRef, useState } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import { FieldFrame } from './field-frame';
import styles from './field.module.css';
import type { TextFieldProps } from './text-field';

/** A password input with a Show/Hide button (the button says which state it will switch to). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function PasswordField(
  { label, hint, error, id, className, ...input },
  ref,
) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <div className={styles.withAction}>
          <input
            ref={ref}
            type={visible ? 'text' : 'password'}
            dir="ltr"
            className={[styles.control, className].filter(Boolean).join(' ')}
            {...control}
            {...input}
          />
          <button type="button" className={styles.action} aria-controls={control.id} aria-pressed={visible} onClick={() => setVisible((value) => !value)}>
            {visible ? t('field.hidePassword') : t('field.showPassword')}
          </button>
        </div>
      )}
    </FieldFrame>
  );
});
