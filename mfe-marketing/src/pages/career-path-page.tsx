import type { PageProps } from '@ilm/shared/contracts';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { EmptyState, ErrorState, ListSection, PageHead, Price, Skeleton, buttonClass } from '@ilm/shared/ui';
import { LabList } from '../features/catalog/catalog-lists';
import { careerPathCourse, useJsonLdContext } from '../features/catalog/catalog-json-ld';
import type { fetchCareerPath } from '../features/catalog/catalog.api';
import { careerPathQuery } from '../features/catalog/catalog.queries';
import styles from '../features/catalog/catalog.module.css';
import { NAMESPACE } from '../i18n';

/** /career-paths/{slug}: what the path teaches, its outcomes, its labs, and the way to its price. */
export function CareerPathPage({ slug }: { slug: string }) {
  const { t } = useTranslation(NAMESPACE);
  const careerPath = useQuery(careerPathQuery(slug));
  return (
    <>
      {/* Until the path is known (or when it is not), the page says what a career path page is. */}
      {!careerPath.data && <PageHead description={t('careerPath.intro')} />}
      <QueryView
        query={careerPath}
        loading={
          <>
            <h1>{t('careerPath.title')}</h1>
            <Skeleton lines={6} />
          </>
        }
        error={(error, retry) =>
          error.status === 404 ? (
            <>
              <h1>{t('catalog.pathNotFound')}</h1>
              <EmptyState
                title={t('catalog.pathNotFoundTitle')}
                message={t('catalog.pathNotFoundMessage')}
                action={<Link to={href('career-paths')}>{t('catalog.allCareerPaths')}</Link>}
              />
            </>
          ) : (
            <>
              <h1>{t('careerPath.title')}</h1>
              <ErrorState title={t('catalog.loadFailed')} message={t('catalog.unavailable')} onRetry={retry} />
            </>
          )
        }
      >
        {(path) => <CareerPath path={path} />}
      </QueryView>
    </>
  );
}

function CareerPath({ path }: { path: Awaited<ReturnType<typeof fetchCareerPath>> }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const context = useJsonLdContext(i18n.language);
  const level = t(`catalog.level.${path.level}`, { defaultValue: path.level });
  return (
    <article>
      <PageHead title={path.title} description={path.summary} jsonLd={careerPathCourse(path, { ...context, level })} />
      <h1>{path.title}</h1>
      <p className={styles.summary}>{path.description}</p>
      <ul className={styles.facts}>
        <li>{level}</li>
        <li>{t('catalog.weeks', { count: path.duration_weeks })}</li>
        <li>{t('catalog.labs', { count: path.lab_count })}</li>
        <li>{t('catalog.tokensIncluded', { count: path.tokens_included })}</li>
      </ul>
      <ListSection heading={t('catalog.outcomes')} items={path.outcomes} className={styles.section} />
      <div className={styles.actions}>
        <span className={styles.price}>
          <Price amount={path.price_usd} />
        </span>
        <Link className={buttonClass()} to={href('career-path-pricing', { slug: path.slug })}>
          {t('catalog.seePricing')}
        </Link>
      </div>
      <section className={styles.section} aria-labelledby="path-labs">
        <h2 id="path-labs" className={styles.sectionTitle}>
          {t('catalog.pathLabs')}
        </h2>
        <LabList labs={path.labs} />
      </section>
    </article>
  );
}

/** The page module at /career-paths/:slug and /career-path/:slug. */
export default function CareerPathRoute({ params }: PageProps) {
  return <CareerPathPage slug={params.slug ?? ''} />;
}
