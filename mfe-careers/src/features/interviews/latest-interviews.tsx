import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { buttonClass, layoutClasses as ui } from '@ilm/shared/ui';
import { InterviewList } from './interview-list';
import { interviewsQuery } from './interviews.queries';
import { INTERVIEWS_NAMESPACE } from './i18n';

/** How many of the latest interviews the dashboard shows. */
const LATEST = 3;

/** The dashboard's card: the latest mock interviews and the way to start one. */
export function LatestInterviews() {
  const { t } = useTranslation(INTERVIEWS_NAMESPACE);
  const interviews = useQuery(interviewsQuery());
  return (
    <section className={ui.card} aria-labelledby="latest-interviews">
      <h2 id="latest-interviews" className={ui.sectionTitle}>
        {t('card.title')}
      </h2>
      <QueryView query={interviews} lines={2} error={{ message: t('list.loadFailed') }} empty={<p className={ui.muted}>{t('card.empty')}</p>}>
        {(data) => <InterviewList interviews={data.results.slice(0, LATEST)} />}
      </QueryView>
      <p className={ui.actions}>
        <Link className={buttonClass('secondary')} to={href('interviews')}>
          {t('card.start')}
        </Link>
        {Boolean(interviews.data?.count) && (
          <Link className={ui.link} to={href('interviews')}>
            {t('card.all')}
          </Link>
        )}
      </p>
    </section>
  );
}
