import { visuallyHiddenClass, layoutClasses as ui } from '@ilm/shared/ui';
import { Link, useSearchParams } from '@ilm/shared/router';
import { BAARI_VISITOR_QUESTIONS, BAARI_VISITOR_WINDOW_HOURS } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { useSession } from '@ilm/shared/stores';
import { BaariChat } from '../features/baari/baari-chat';
import { ConversationHistory } from '../features/baari/conversation-history';
import { BAARI_NAMESPACE } from '../features/baari/i18n';
import styles from '../features/baari/baari.module.css';

/**
 * Baari embedded in a page, below the page's own heading (/bari): open to visitors (a few
 * questions, then an invitation to sign up); a learner also has their conversations, each
 * reopened at `/bari?c=<id>`. The page's server drawing shows a loading state in its place, so
 * all of this is drawn in the browser only.
 */
export function BaariInPage() {
  const { t } = useTranslation(BAARI_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const session = useSession().status;
  const member = session === 'signed-in';
  const openId = member ? (params.get('c') ?? undefined) : undefined;

  function keep(id: string) {
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set('c', id);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className={styles.pageLayout}>
      <section className={`${ui.card} ${styles.chatCard}`} aria-labelledby="baari-chat-title">
        <h2 id="baari-chat-title" className={visuallyHiddenClass}>
          {t('page.chatTitle')}
        </h2>
        <BaariChat variant="page" conversationId={openId} onConversationChange={keep} />
        {session === 'anonymous' && (
          <p className={ui.muted}>
            {t('page.visitorNote', { count: BAARI_VISITOR_QUESTIONS, hours: BAARI_VISITOR_WINDOW_HOURS })}{' '}
            <Link className={ui.link} to={href('sign-in', {}, { redirect: href('bari') })}>
              {t('page.signIn')}
            </Link>
          </p>
        )}
      </section>
      {member && <ConversationHistory openId={openId} />}
    </div>
  );
}
