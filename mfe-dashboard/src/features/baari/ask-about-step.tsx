import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import { Button, Skeleton, useElementId, layoutClasses as ui } from '@ilm/shared/ui';
import { BAARI_NAMESPACE } from './i18n';
import { setBaariLabContext } from './lab-context';
import styles from './baari.module.css';

// The chat and its stream reader load when the learner opens the area, not with the running lab.
const BaariChat = lazy(() => import('./baari-chat').then((module) => ({ default: module.BaariChat })));

/**
 * "Ask Baari about this step" inside the running lab: a toggle that opens the chat with the lab's
 * context (the instance and the step the guide shows). While the lab runs, the page also publishes
 * that context for the Baari panel.
 */
export function AskAboutStep({ instanceId, stepIndex }: { instanceId: string; stepIndex: number }) {
  const { t } = useTranslation(BAARI_NAMESPACE);
  const [open, setOpen] = useState(false);
  // Once opened, the chat stays (hidden when closed): closing it does not lose the conversation.
  const [loaded, setLoaded] = useState(false);
  const regionId = useElementId();
  const titleId = useElementId();

  useEffect(() => {
    setBaariLabContext({ instanceId, stepIndex });
  }, [instanceId, stepIndex]);
  useEffect(() => () => setBaariLabContext(null), []);

  return (
    <section className={styles.labArea} aria-labelledby={titleId}>
      <div className={styles.historyHead}>
        <h2 id={titleId} className={ui.sectionTitle}>
          {t('lab.title')}
        </h2>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => {
            setLoaded(true);
            setOpen((shown) => !shown);
          }}
        >
          {open ? t('lab.hide') : t('lab.show')}
        </Button>
      </div>
      <p className={ui.muted}>{t('lab.intro', { number: stepIndex + 1 })}</p>
      <div id={regionId} hidden={!open}>
        {loaded && (
          <Suspense fallback={<Skeleton lines={3} />}>
            <BaariChat variant="panel" labContext={{ instanceId, stepIndex }} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
