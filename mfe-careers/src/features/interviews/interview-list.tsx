import { Link } from '@ilm/shared/router';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { Badge, layoutClasses as ui } from '@ilm/shared/ui';
import blocks from '../common/blocks.module.css';
import type { InterviewSummary } from './interviews.api';
import { INTERVIEWS_NAMESPACE } from './i18n';
import styles from './interviews.module.css';

/** One mock interview in a list: its career path and date (the link to it), progress, status and score. */
export function InterviewItem({ interview }: { interview: InterviewSummary }) {
  const { t } = useTranslation(INTERVIEWS_NAMESPACE);
  const format = useFormat();
  return (
    <article className={styles.item}>
      <h3 className={styles.itemTitle}>
        <Link className={ui.link} to={href('interview', { id: interview.id })}>
          {t('list.link', { path: interview.career_path.title, date: format.dateTime(interview.created_at) })}
        </Link>
      </h3>
      <p className={blocks.meta}>
        <Badge tone={interview.status === 'completed' ? 'success' : 'info'}>{t(`list.status.${interview.status}`)}</Badge>
        <span>{t('list.progress', { count: interview.questions_total, answered: format.number(interview.questions_answered) })}</span>
        <span>{interview.score === null ? t('list.noScore') : t('list.score', { score: format.number(interview.score) })}</span>
      </p>
    </article>
  );
}

/** Mock interviews as a list, newest first (each under an h3: the lists sit under an h2). */
export function InterviewList({ interviews }: { interviews: InterviewSummary[] }) {
  return (
    <ul className={blocks.list}>
      {interviews.map((interview) => (
        <li key={interview.id}>
          <InterviewItem interview={interview} />
        </li>
      ))}
    </ul>
  );
}
