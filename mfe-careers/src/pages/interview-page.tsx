import { Link } from '@ilm/shared/router';
import type { PageProps } from '@ilm/shared/contracts';
import { isApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { ErrorState, PageIntro, layoutClasses as ui } from '@ilm/shared/ui';
import { InterviewRunner } from '../features/interviews/interview-runner';
import { interviewQuery } from '../features/interviews/interviews.queries';
import { INTERVIEWS_NAMESPACE } from '../features/interviews/i18n';

/** /dashboard/interviews/{id}: one mock interview, run question by question to its summary. */
export function InterviewPage({ id }: { id: string }) {
  const { t } = useTranslation(INTERVIEWS_NAMESPACE);
  const interview = useQuery(interviewQuery(id));
  return (
    <div className={ui.stack}>
      <PageIntro ns={INTERVIEWS_NAMESPACE} page="interview" />
      <QueryView
        query={interview}
        lines={6}
        error={(error, retry) =>
          isApiError(error, 404) ? (
            <div className={ui.stack}>
              <p role="alert">{t('interview.notFound')}</p>
              <p>
                <Link className={ui.link} to={href('interviews')}>
                  {t('interview.back')}
                </Link>
              </p>
            </div>
          ) : (
            <ErrorState message={t('interview.loadFailed')} onRetry={retry} />
          )
        }
      >
        {(data) => <InterviewRunner interview={data} />}
      </QueryView>
    </div>
  );
}

/** The page module at /dashboard/interviews/:id (another interview starts a fresh page). */
export default function InterviewRoute({ params }: PageProps) {
  return <InterviewPage key={params.id} id={params.id ?? ''} />;
}
