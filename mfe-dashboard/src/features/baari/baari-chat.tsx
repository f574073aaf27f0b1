import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import { useQuery } from '@ilm/shared/query';
import { ErrorState, FormAlert, Skeleton, useElementId, layoutClasses as ui } from '@ilm/shared/ui';
import { useSession } from '@ilm/shared/stores';
import { ChatMessageView } from './chat-message';
import { BAARI_NAMESPACE } from './i18n';
import type { BaariLabContext } from './lab-context';
import { QuestionBox } from './question-box';
import { SignUpCall } from './sign-up-call';
import { suggestionsQuery } from './baari.queries';
import { useBaariChat } from './use-baari-chat';
import styles from './baari.module.css';

/** Props of {@link BaariChat}. */
export interface BaariChatProps {
  /** Asked inside a running lab: Baari is told the instance and the step the learner is on. */
  labContext?: BaariLabContext;
  /** The conversation to show and continue (signed in); none: a new one. */
  conversationId?: string;
  /** `page`: /bari; `panel`: the narrow side sheet and the running lab's area. */
  variant: 'page' | 'panel';
  /** The first question of a new conversation was accepted: its id, to keep (the URL, the panel). */
  onConversationChange?: (id: string) => void;
}

/**
 * A conversation with Baari: the messages (a log that announces each finished answer, not every
 * piece of it), suggested questions to start with, and the question box. The answer being written
 * is drawn after the log and joins it once it is finished.
 */
export function BaariChat({ labContext, conversationId, variant, onConversationChange }: BaariChatProps) {
  const { t } = useTranslation(BAARI_NAMESPACE);
  const signedIn = useSession().status === 'signed-in';
  const chat = useBaariChat({ conversationId, labContext, signedIn, onConversationChange });
  const [draft, setDraft] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const suggestionsId = useElementId();
  const fresh = chat.messages.length === 0 && !chat.loading;
  const suggestions = useQuery({ ...suggestionsQuery(labContext?.instanceId), enabled: fresh });
  const last = chat.messages.at(-1);
  const arriving = last && (last.state === 'pending' || last.state === 'streaming') ? last : undefined;
  const settled = arriving ? chat.messages.slice(0, -1) : chat.messages;

  // Another conversation opened, or a new one asked for: it starts with an empty box.
  useEffect(() => setDraft(''), [chat.switches]);

  function ask(question: string) {
    void chat.send(question.trim(), {
      onAccepted: () => setDraft((now) => (now === question ? '' : now)),
      // Refused, or answering failed: the question is (back) in the box, to send again.
      onFailed: () => setDraft((now) => now || question),
    });
  }

  return (
    <div className={`${styles.chat} ${variant === 'panel' ? styles.panelChat : ''}`}>
      {chat.missing && <FormAlert tone="info">{t('chat.missing')}</FormAlert>}
      {chat.loadError && <ErrorState message={chat.loadError.message} onRetry={chat.loadError.retry} />}
      {chat.loading && <Skeleton lines={4} />}
      <div className={styles.log} role="log" aria-live="polite" aria-relevant="additions" aria-label={t('chat.log')}>
        {settled.map((message) => (
          <ChatMessageView key={message.key} message={message} />
        ))}
      </div>
      {arriving && <ChatMessageView key={arriving.key} message={arriving} />}
      {fresh && (
        <div className={styles.start}>
          <p className={ui.muted}>{labContext ? t('chat.emptyLab', { number: labContext.stepIndex + 1 }) : t('chat.empty')}</p>
          {suggestions.data && suggestions.data.questions.length > 0 && (
            <div className={styles.suggestions}>
              <p id={suggestionsId} className={styles.suggestionsTitle}>
                {t('chat.suggestions')}
              </p>
              <ul aria-labelledby={suggestionsId} className={styles.suggestionList}>
                {suggestions.data.questions.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      className={styles.suggestion}
                      dir="auto"
                      disabled={chat.busy}
                      onClick={() => {
                        // The suggestions give way to the conversation: the focus goes to the question box.
                        box.current?.focus();
                        ask(question);
                      }}
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      {chat.problem?.signUp ? (
        <SignUpCall message={chat.problem.message} />
      ) : (
        chat.problem && !chat.problem.aboutQuestion && <FormAlert>{chat.problem.message}</FormAlert>
      )}
      <QuestionBox
        value={draft}
        onChange={setDraft}
        onSend={() => ask(draft)}
        onStop={() => {
          chat.stop();
          box.current?.focus();
        }}
        busy={chat.busy}
        error={chat.problem?.aboutQuestion ? chat.problem.message : undefined}
        textareaRef={box}
      />
    </div>
  );
}
