import type { InterviewTurn } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import blocks from '../common/blocks.module.css';
import { INTERVIEWS_NAMESPACE } from './i18n';
import styles from './interviews.module.css';

/** A tick for a covered point, a plus for one to add: decoration beside words that say the same. */
function PointIcon({ met }: { met: boolean }) {
  return (
    <svg className={`${styles.icon} ${met ? styles.iconMet : styles.iconMissed}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      {met ? (
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M12 7.5v9M7.5 12h9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** The rubric of an answered question: each point covered or to add, said in words as well as by its icon. */
export function RubricList({ rubric }: { rubric: InterviewTurn['rubric'] }) {
  const { t } = useTranslation(INTERVIEWS_NAMESPACE);
  return (
    <ul className={blocks.list}>
      {rubric.map(({ point, met }) => (
        <li key={point} className={styles.point}>
          <PointIcon met={met} />
          <span>
            <strong className={met ? styles.met : styles.missed}>{t(met ? 'feedback.met' : 'feedback.missed')}</strong>
            {/* The label and the point read as one sentence: "Covered: …". */}
            <span className={styles.separator}>: </span>
            {point}
          </span>
        </li>
      ))}
    </ul>
  );
}
