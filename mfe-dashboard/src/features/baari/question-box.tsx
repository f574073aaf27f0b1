import { useId, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { BAARI_QUESTION_MAX_LENGTH } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import { Button } from '@ilm/shared/ui';
import { useFormat } from '../common/format';
import { BAARI_NAMESPACE } from './i18n';
import styles from './baari.module.css';

/** The count of characters shows from this share of the limit on. */
const COUNT_FROM = 0.8;

/** Props of {@link QuestionBox}. */
export interface QuestionBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  /** An answer is arriving: Stop replaces Send. */
  busy: boolean;
  /** Why the last question was refused, when the question itself was the reason. */
  error?: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The labelled question box: Enter sends, Shift+Enter starts a new line, the count of characters
 * shows near the limit, and while an answer arrives Stop takes Send's place. Focus stays in the box.
 */
export function QuestionBox({ value, onChange, onSend, onStop, busy, error, textareaRef }: QuestionBoxProps) {
  const { t } = useTranslation(BAARI_NAMESPACE);
  const format = useFormat();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const length = value.length;
  const empty = value.trim() === '';

  function submit(event?: FormEvent) {
    event?.preventDefault();
    textareaRef.current?.focus();
    if (!busy && !empty) onSend();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method composes a word confirms the word, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        {t('box.label')}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        className={styles.textarea}
        value={value}
        rows={3}
        dir="auto"
        maxLength={BAARI_QUESTION_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.formFoot}>
        <p id={hintId} className={styles.hint}>
          {t('box.hint')}
          {length >= BAARI_QUESTION_MAX_LENGTH * COUNT_FROM && (
            <>
              {' '}
              <span className={length >= BAARI_QUESTION_MAX_LENGTH ? styles.countFull : undefined}>
                {t('box.count', { used: format.number(length), max: format.number(BAARI_QUESTION_MAX_LENGTH) })}
              </span>
            </>
          )}
        </p>
        {busy ? (
          <Button variant="secondary" onClick={onStop}>
            {t('box.stop')}
          </Button>
        ) : (
          <Button type="submit" disabled={empty}>
            {t('box.send')}
          </Button>
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
