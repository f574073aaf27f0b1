import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { BAARI_QUESTION_MAX_LENGTH } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import { Button, TextAreaField } from '@ilm/shared/ui';
import blocks from '../common/blocks.module.css';
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
    <form className={blocks.form} onSubmit={submit}>
      <TextAreaField
        ref={textareaRef}
        label={t('box.label')}
        hint={t('box.hint')}
        error={error}
        value={value}
        rows={3}
        maxLength={BAARI_QUESTION_MAX_LENGTH}
        countFrom={COUNT_FROM}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.formFoot}>
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
    </form>
  );
}
