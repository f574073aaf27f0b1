import { useEffect, useRef, useState } from 'react';
import { Link } from '@ilm/shared/router';
import { directionOf, type BaariCitation } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import { Button, Spinner, useElementId, layoutClasses as ui } from '@ilm/shared/ui';
import { AnswerText, isSitePath } from './answer-text';
import { BAARI_NAMESPACE } from './i18n';
import type { ChatMessage } from './chat-messages';
import styles from './baari.module.css';

/** How long "Copied" stays beside the button. */
const COPIED_MS = 4000;

function CopyAnswer({ text }: { text: string }) {
  const { t } = useTranslation(BAARI_NAMESPACE);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), COPIED_MS);
  }
  return (
    <span className={styles.copy}>
      <Button variant="secondary" className={styles.smallButton} onClick={() => void copy()}>
        {t('answer.copy')}
      </Button>
      <span role="status" className={styles.copyStatus}>
        {state === 'copied' ? t('answer.copied') : state === 'failed' ? t('answer.copyFailed') : ''}
      </span>
    </span>
  );
}

function Sources({ citations }: { citations: BaariCitation[] }) {
  const { t } = useTranslation(BAARI_NAMESPACE);
  const id = useElementId();
  return (
    <div className={styles.sources}>
      <p id={id} className={styles.sourcesTitle}>
        {t('answer.sources')}
      </p>
      <ol aria-labelledby={id} className={styles.sourceList}>
        {citations.map((citation, position) => (
          <li key={`${position}-${citation.url}`}>
            {isSitePath(citation.url) ? (
              <Link to={citation.url} className={ui.link}>
                {citation.title}
              </Link>
            ) : (
              citation.title
            )}{' '}
            <span className={ui.muted}>({t(`kind.${citation.kind}`, { defaultValue: citation.kind })})</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * One message: who wrote it in words (not only by its colour), the text, and under an answer its
 * notice, its sources, how it was made and Copy.
 */
export function ChatMessageView({ message }: { message: ChatMessage }) {
  const { t } = useTranslation(BAARI_NAMESPACE);
  const fromBaari = message.role === 'assistant';
  const language = message.language;
  const finished = message.state !== 'pending' && message.state !== 'streaming';
  return (
    <div className={`${styles.message} ${fromBaari ? styles.fromBaari : styles.fromYou}`}>
      <p className={styles.author}>{fromBaari ? t('chat.baari') : t('chat.you')}</p>
      {message.notice && (
        <p className={styles.notice}>
          <strong>{t(`notice.${message.notice.code}`, { defaultValue: '' })}</strong> {message.notice.message}
        </p>
      )}
      {fromBaari ? (
        message.text && (
          <div className={styles.answer} lang={language ?? undefined} dir={language ? directionOf(language) : 'auto'}>
            <AnswerText text={message.text} citations={message.citations} />
          </div>
        )
      ) : (
        <p className={styles.question} dir="auto">
          {message.text}
        </p>
      )}
      {message.state === 'pending' && <Spinner label={t('chat.thinking')} />}
      {message.state === 'stopped' && <p className={ui.muted}>{t('chat.stopped')}</p>}
      {message.state === 'cut' && <p className={ui.muted}>{t('errors.cutOff')}</p>}
      {message.state === 'failed' && <p className={styles.error}>{message.error}</p>}
      {fromBaari && finished && message.citations.length > 0 && <Sources citations={message.citations} />}
      {fromBaari && finished && message.text && (
        <div className={styles.answerFoot}>
          {message.mode && <span className={styles.mode}>{t(`mode.${message.mode}`)}</span>}
          <CopyAnswer text={message.text} />
        </div>
      )}
    </div>
  );
}
