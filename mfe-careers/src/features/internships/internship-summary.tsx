import { Link } from '@ilm/shared/router';
import type { BadgeTone } from '@ilm/shared/ui';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { Badge, buttonClass, layoutClasses as ui } from '@ilm/shared/ui';
import summary from '../common/summary-card.module.css';
import { useCohortDates } from './cohort-dates';
import type { MyInternship } from './internships.api';
import { myInternshipsQuery } from './internships.queries';
import { INTERNSHIPS_NAMESPACE } from './i18n';

/** How many of the latest internships the dashboard shows. */
const LATEST = 2;

const TONES: Record<MyInternship['status'], BadgeTone> = {
  applied: 'info',
  accepted: 'info',
  in_progress: 'info',
  completed: 'success',
  not_selected: 'neutral',
  withdrawn: 'neutral',
};

/** The dashboard's card: the learner's internship, where it stands and how far its capstone is, or how to join one. */
export function InternshipSummary() {
  const { t } = useTranslation(INTERNSHIPS_NAMESPACE);
  const format = useFormat();
  const dates = useCohortDates();
  const internships = useQuery(myInternshipsQuery());
  const any = Boolean(internships.data?.count);
  return (
    <section className={ui.card} aria-labelledby="dashboard-internship">
      <h2 id="dashboard-internship" className={ui.sectionTitle}>
        {t('card.title')}
      </h2>
      <QueryView query={internships} lines={2} error={{ message: t('mine.loadFailed') }} empty={<p className={ui.muted}>{t('card.empty')}</p>}>
        {(data) => (
          <ul className={summary.items}>
            {data.results.slice(0, LATEST).map((internship) => {
              const done = internship.capstone.filter((lab) => lab.completed).length;
              return (
                <li key={internship.id} className={summary.item}>
                  <div className={summary.itemHead}>
                    <h3 className={summary.itemTitle}>{internship.programme.title}</h3>
                    <Badge tone={TONES[internship.status]}>{t(`mine.status.${internship.status}`)}</Badge>
                  </div>
                  <p className={ui.muted}>{t('mine.cohort', { dates: dates.range(internship.cohort.starts_on, internship.cohort.ends_on) })}</p>
                  <progress
                    max={Math.max(internship.capstone.length, 1)}
                    value={done}
                    aria-label={t('card.progressLabel', { programme: internship.programme.title })}
                  />
                  <p className={ui.muted}>{t('mine.capstoneProgress', { count: internship.capstone.length, done: format.number(done) })}</p>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
      <p className={ui.actions}>
        <Link className={any ? ui.link : buttonClass('secondary')} to={href('internships')}>
          {any ? t('card.open') : t('card.start')}
        </Link>
      </p>
    </section>
  );
}
