import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { EmptyState, PageIntro, layoutClasses as ui } from '@ilm/shared/ui';
import { InterviewList } from '../features/interviews/interview-list';
import { interviewsQuery } from '../features/interviews/interviews.queries';
import { INTERVIEWS_NAMESPACE } from '../features/interviews/i18n';
import { StartInterview } from '../features/interviews/start-interview';

/** /dashboard/interviews: start a mock interview for a career path, and the learner's interviews so far. */
export function InterviewsPage() {
  const { t } = useTranslation(INTERVIEWS_NAMESPACE);
  const interviews = useQuery(interviewsQuery());
  return (
    <div className={ui.stack}>
      <PageIntro ns={INTERVIEWS_NAMESPACE} page="interviews" />
      <StartInterview />
      <section className={ui.stack} aria-labelledby="your-interviews">
        <h2 id="your-interviews" className={ui.sectionTitle}>
          {t('list.title')}
        </h2>
        <QueryView
          query={interviews}
          lines={4}
          error={{ message: t('list.loadFailed') }}
          empty={<EmptyState title={t('list.emptyTitle')} message={t('list.emptyBody')} />}
        >
          {(data) => <InterviewList interviews={data.results} />}
        </QueryView>
      </section>
    </div>
  );
}

export default InterviewsPage;
