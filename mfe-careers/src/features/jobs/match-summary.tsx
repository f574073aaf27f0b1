import { useElementId, layoutClasses as ui } from '@ilm/shared/ui';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { JOBS_NAMESPACE } from './i18n';
import type { OpeningMatch } from './jobs.api';
import styles from './jobs.module.css';

/** Labs of one kind (completed, still to do), each a link to its page. */
function LabList({ label, labs }: { label: string; labs: OpeningMatch['matched'] }) {
  const labelId = useElementId();
  if (labs.length === 0) return null;
  return (
    <div className={styles.labs}>
      <span id={labelId}>{label}:</span>
      <ul className={styles.inlineList} aria-labelledby={labelId}>
        {labs.map((lab) => (
          <li key={lab.slug}>
            <Link className={ui.link} to={href('lab', { slug: lab.slug })}>
              {lab.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Why an opening comes where it does: how many of the labs it asks for the learner completed, and which. */
export function MatchSummary({ match }: { match: OpeningMatch }) {
  const { t } = useTranslation(JOBS_NAMESPACE);
  const count = match.matched.length + match.missing.length;
  if (count === 0) return <p className={ui.muted}>{t('openings.noLabs')}</p>;
  return (
    <div className={styles.match}>
      <p className={styles.matchLine}>{t('openings.match', { count, done: match.matched.length })}</p>
      <LabList label={t('openings.matched')} labs={match.matched} />
      <LabList label={t('openings.missing')} labs={match.missing} />
    </div>
  );
}
