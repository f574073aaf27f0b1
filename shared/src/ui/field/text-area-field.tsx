import { forwardRef, useEffect, useMemo, useState, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import styles from './field.module.css';
import { visuallyHiddenClass } from '../visually-hidden';

/** Props of {@link TextAreaField}: a labelled `<textarea>` (all textarea attributes pass through). */
export type TextAreaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
    /**
     * With `maxLength`, the count of characters ("12 of 500 characters") shows once the text reaches
     * this share of the limit: 0 (the default) always, 0.8 only near the limit.
     */
    countFrom?: number;
  };

/** From this share of the limit on, a pause in typing says how many characters are left. */
const SAY_LEFT_FROM = 0.8;
/** How long typing pauses before the characters left are said: after a pause, not at every key. */
export const SAY_LEFT_AFTER_MS = 1000;

/**
 * A labelled multi-line text box with its hint, its count of characters when it has a `maxLength`,
 * and its error (works with react-hook-form's `register`, or with `value` and `onChange`). The
 * count is part of the box's description; near the limit, a pause in typing has the characters
 * left said politely. The error is said at once: it often comes from the server after Submit.
 * Free text follows its own first letters (`dir="auto"`): Arabic in an English page reads right to left.
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, id, className, dir = 'auto', maxLength, countFrom = 0, onChange, ...textarea },
  ref,
) {
  const { t, i18n } = useTranslation('common');
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  // Without `value` (react-hook-form's `register`), the length is followed as it is typed.
  const [typed, setTyped] = useState(() => String(textarea.defaultValue ?? '').length);
  const length = textarea.value === undefined ? typed : String(textarea.value).length;
  const limit = maxLength !== undefined && maxLength > 0 ? maxLength : undefined;
  const left = limit === undefined ? 0 : Math.max(0, limit - length);
  const nearLimit = limit !== undefined && length >= limit * SAY_LEFT_FROM;
  // The length typing last paused at: the characters left are said when it is the current one.
  const [pausedAt, setPausedAt] = useState<number>();
  useEffect(() => {
    if (!nearLimit) return;
    const timer = setTimeout(() => setPausedAt(length), SAY_LEFT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [length, nearLimit]);

  const count =
    limit !== undefined && length >= limit * countFrom ? (
      <span className={length >= limit ? styles.countFull : undefined}>{t('field.count', { used: number.format(length), max: number.format(limit) })}</span>
    ) : undefined;

  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} note={count} announceError>
      {(control) => (
        <>
          <textarea
            ref={ref}
            className={[styles.control, styles.textarea, className].filter(Boolean).join(' ')}
            dir={dir}
            maxLength={maxLength}
            onChange={(event) => {
              setTyped(event.target.value.length);
              onChange?.(event);
            }}
            {...control}
            {...textarea}
          />
          {limit !== undefined && (
            <span className={visuallyHiddenClass} aria-live="polite">
              {nearLimit && pausedAt === length ? t('field.charactersLeft', { count: left }) : ''}
            </span>
          )}
        </>
      )}
    </FieldFrame>
  );
});
