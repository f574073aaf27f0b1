import { useRef, useState } from 'react';
import { Link, useNavigate } from '@ilm/shared/router';
import type { BaariConversationSummary } from '@ilm/contract';
import { toApiError } from '@ilm/shared/api';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { QueryView, useMutation, useQuery, useQueryClient } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { Button, ConfirmDialog, FormAlert, buttonClass, layoutClasses as ui } from '@ilm/shared/ui';
import { deleteConversation } from './baari.api';
import { conversationQuery, conversationsQuery, CONVERSATIONS_KEY } from './baari.queries';
import { BAARI_NAMESPACE } from './i18n';
import styles from './baari.module.css';

/**
 * The learner's conversations on /bari: each reopens at `/bari?c=<id>`, each can be deleted after
 * a confirmation, and New conversation starts afresh.
 */
export function ConversationHistory({ openId }: { openId?: string }) {
  const { t } = useTranslation(BAARI_NAMESPACE);
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery(conversationsQuery());
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<BaariConversationSummary | null>(null);
  const [deleted, setDeleted] = useState(false);
  const remove = useMutation({
    mutationFn: (conversation: BaariConversationSummary) => deleteConversation(conversation.id),
    onSuccess: async (_answer, conversation) => {
      queryClient.removeQueries({ queryKey: conversationQuery(conversation.id).queryKey });
      await queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_KEY, 'list'] });
      setAsking(null);
      setDeleted(true);
      if (conversation.id === openId) navigate(href('bari'), { replace: true });
      // Its Delete button is gone: focus goes to the list's heading rather than to nowhere.
      heading.current?.focus();
    },
  });

  return (
    <section className={styles.history} aria-labelledby="baari-history-title">
      <div className={styles.historyHead}>
        <h2 id="baari-history-title" ref={heading} tabIndex={-1} className={ui.sectionTitle}>
          {t('history.title')}
        </h2>
        <Link className={buttonClass('secondary')} to={href('bari')}>
          {t('history.new')}
        </Link>
      </div>
      <QueryView query={list} lines={3} empty={<p className={ui.muted}>{t('history.empty')}</p>}>
        {(data) => (
          <ul className={styles.historyList}>
            {data.results.map((conversation) => (
              <li key={conversation.id} className={styles.historyItem}>
                <Link
                  className={styles.historyLink}
                  to={href('bari', {}, { c: conversation.id })}
                  aria-current={conversation.id === openId ? 'page' : undefined}
                  dir="auto"
                >
                  {conversation.title}
                </Link>
                <time className={ui.muted} dateTime={conversation.updated_at}>
                  {format.dateTime(conversation.updated_at)}
                </time>
                <Button
                  variant="secondary"
                  className={styles.smallButton}
                  aria-label={t('history.deleteLabel', { title: conversation.title })}
                  onClick={() => {
                    remove.reset();
                    setDeleted(false);
                    setAsking(conversation);
                  }}
                >
                  {t('history.delete')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <p role="status" className={ui.muted}>
        {deleted ? t('history.deleted') : ''}
      </p>
      <ConfirmDialog
        open={asking !== null}
        title={t('history.confirmTitle')}
        confirmLabel={t('history.confirm')}
        busy={remove.isPending}
        onConfirm={() => asking && remove.mutate(asking)}
        onCancel={() => setAsking(null)}
      >
        <p>{t('history.confirmBody', { title: asking?.title ?? '' })}</p>
        {remove.error && <FormAlert>{toApiError(remove.error).message}</FormAlert>}
      </ConfirmDialog>
    </section>
  );
}
