import { useTranslation, useFormat } from '@ilm/shared/i18n';
import blocks from '../common/blocks.module.css';
import type { ImmigrationCase } from './immigration.api';
import { IMMIGRATION_NAMESPACE } from './i18n';
import styles from './immigration.module.css';

/** Each status the case went through, oldest first, with its date and the advisor's note; the last is where it stands now. */
export function CaseTimeline({ events }: { events: ImmigrationCase['events'] }) {
  const { t } = useTranslation(IMMIGRATION_NAMESPACE);
  const format = useFormat();
  return (
    <ol className={blocks.list}>
      {events.map((event, index) => {
        const current = index === events.length - 1;
        return (
          <li key={`${event.created_at}-${index}`} className={`${styles.event} ${current ? styles.current : ''}`} aria-current={current ? 'step' : undefined}>
            <h3 className={styles.eventTitle}>{t(`status.${event.status}`)}</h3>
            <time className={styles.when} dateTime={event.created_at}>
              {format.dateTime(event.created_at)}
            </time>
            {event.note && (
              <figure className={styles.figure}>
                <figcaption className={styles.noteLabel}>{t('timeline.note')}</figcaption>
                <blockquote className={blocks.note} dir="auto">
                  {event.note}
                </blockquote>
              </figure>
            )}
          </li>
        );
      })}
    </ol>
  );
}
