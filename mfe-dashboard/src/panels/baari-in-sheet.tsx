import { useStore } from '@nanostores/react';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { $auth } from '@ilm/shared/stores';
import { Button, layoutClasses as ui } from '@ilm/shared/ui';
import { BaariChat } from '../features/baari/baari-chat';
import { BAARI_NAMESPACE } from '../features/baari/i18n';
import { $baariLabContext, $baariPanelConversation } from '../features/baari/lab-context';
import styles from '../features/baari/baari.module.css';

/**
 * Baari in the shell's side sheet, on the learner's pages: the current conversation (kept while
 * the site is open), a link to it on the full page, and, on the running lab's page, questions
 * asked about the step the learner is on. The sheet draws the title and the Close button.
 */
export function BaariInSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(BAARI_NAMESPACE);
  const lab = useStore($baariLabContext);
  const userId = useStore($auth).user?.id ?? null;
  const kept = useStore($baariPanelConversation);
  const conversationId = kept && kept.userId === userId ? kept.conversationId : undefined;

  return (
    <div className={styles.panel}>
      <div className={ui.actions}>
        {/* The full page replaces what the sheet stood beside: the sheet closes. */}
        <Link className={ui.link} to={href('bari', {}, conversationId ? { c: conversationId } : undefined)} onClick={onClose}>
          {t(conversationId ? 'panel.fullPageConversation' : 'panel.fullPage')}
        </Link>
        <Button variant="secondary" className={styles.smallButton} onClick={() => $baariPanelConversation.set(null)}>
          {t('history.new')}
        </Button>
      </div>
      {lab && <p className={ui.muted}>{t('panel.labContext', { number: lab.stepIndex + 1 })}</p>}
      <BaariChat
        variant="panel"
        labContext={lab ?? undefined}
        conversationId={conversationId}
        onConversationChange={(id) => userId && $baariPanelConversation.set({ userId, conversationId: id })}
      />
    </div>
  );
}
