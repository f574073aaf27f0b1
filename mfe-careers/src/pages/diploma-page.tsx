import { Link } from '@ilm/shared/router';
import type { PageProps } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { Badge, ErrorState, PageHead, Skeleton, buttonClass, layoutClasses as ui } from '@ilm/shared/ui';
import type { Diploma } from '../features/diplomas/diplomas.api';
import { diplomaQuery } from '../features/diplomas/diplomas.queries';
import { DiplomaDetails } from '../features/diplomas/diploma-details';
import { DIPLOMAS_NAMESPACE } from '../features/diplomas/i18n';
import { ShareDiploma } from '../features/diplomas/share-diploma';
import { VerdictCard } from '../features/diplomas/verdict-card';
import styles from '../features/diplomas/diplomas.module.css';

/**
 * /diplomas/:id, public: anyone holding a diploma's link (its QR code) sees it checked in their own
 * browser. The server draws the diploma and "Checking…"; the check runs in the browser only.
 */
export function DiplomaPage({ id }: { id: string }) {
  const { t } = useTranslation(DIPLOMAS_NAMESPACE);
  const diploma = useQuery(diplomaQuery(id));
  const intro = (
    <header className={styles.header}>
      <h1 className={styles.title}>{t('page.loadingTitle')}</h1>
      <p className={styles.lead}>{t('page.intro')}</p>
    </header>
  );
  return (
    <QueryView
      query={diploma}
      loading={
        <div className={ui.stack}>
          <PageHead description={t('page.description')} />
          {intro}
          <Skeleton lines={6} />
        </div>
      }
      error={(error, retry) =>
        // An id that is not even a diploma number is as unknown as one that names none.
        [400, 404].includes(error.status) ? (
          <DiplomaNotFound />
        ) : (
          <div className={ui.stack}>
            <PageHead description={t('page.description')} />
            {intro}
            <ErrorState message={t('page.loadFailed')} onRetry={retry} />
          </div>
        )
      }
    >
      {(data) => <DiplomaView diploma={data} />}
    </QueryView>
  );
}

function DiplomaView({ diploma }: { diploma: Diploma }) {
  const { t } = useTranslation(DIPLOMAS_NAMESPACE);
  const words = { path: diploma.career_path.title, name: diploma.name_on_diploma, issuer: diploma.issuer.name };
  return (
    <div className={ui.stack}>
      {/* Only what the learner chose to print: the name on the diploma, never their account's details. */}
      <PageHead title={t('page.headTitle', words)} description={t('page.headDescription', words)} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('page.title', words)}</h1>
        <p className={styles.lead}>{t('page.intro')}</p>
      </header>
      <div className={styles.layout}>
        <VerdictCard diploma={diploma} />
        <ShareDiploma diploma={diploma} />
      </div>
      <DiplomaDetails diploma={diploma} />
    </div>
  );
}

function DiplomaNotFound() {
  const { t } = useTranslation(DIPLOMAS_NAMESPACE);
  return (
    <div className={ui.stack}>
      <PageHead description={t('notFound.description')} notFound />
      <header className={styles.header}>
        <p className={ui.muted}>
          <Badge tone="danger">404</Badge>
        </p>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.lead}>{t('notFound.intro')}</p>
      </header>
      <p>
        <Link className={buttonClass('secondary')} to={href('career-paths')}>
          {t('notFound.explore')}
        </Link>
      </p>
    </div>
  );
}

/** The page module at /diplomas/:id (another number starts a fresh page). */
export default function DiplomaRoute({ params }: PageProps) {
  return <DiplomaPage key={params.id} id={params.id ?? ''} />;
}
