import type { PageProps } from '@ilm/shared/contracts';
import { useStore } from '@nanostores/react';
import { Link } from '@ilm/shared/router';
import { $runtimeConfig, pageTitle } from '@ilm/shared/config';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { Badge, EmptyState, ErrorState, HydrateInTurn, PageHead, Skeleton, buttonClass, layoutClasses as ui } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import type { LabDetail } from '../features/labs/labs.api';
import { labQuery } from '../features/labs/labs.queries';
import { LabSteps } from '../features/labs/lab-steps';
import { LaunchPanel } from '../features/labs/launch-panel';
import { labJsonLd } from '../features/labs/lab-json-ld';
import { LabRatingSummary } from '../features/labs/lab-rating-summary';
import { TextWithCode } from '../features/instructions';
import styles from '../features/labs/labs.module.css';

/** A lab's page: what it teaches, its facts and steps, and Launch. */
export function LabPage({ slug }: { slug: string }) {
  const { t } = useTranslation(NAMESPACE);
  const lab = useQuery(labQuery(slug));
  return (
    <>
      {/* Until the lab is known (or when it is not), the page says what a lab page is. */}
      {!lab.data && <PageHead description={t('lab.intro')} />}
      <QueryView
        query={lab}
        loading={
          <div className={ui.stack}>
            <h1 className={styles.title}>{t('lab.title')}</h1>
            <Skeleton lines={6} />
          </div>
        }
        error={(error, retry) =>
          [400, 404].includes(error.status) ? (
            <LabNotFound slug={slug} />
          ) : (
            <div className={ui.stack}>
              <h1 className={styles.title}>{t('lab.title')}</h1>
              <ErrorState message={error.message} onRetry={retry} />
            </div>
          )
        }
      >
        {(data) => <Lab data={data} />}
      </QueryView>
    </>
  );
}

function LabNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={ui.stack}>
      <header className={ui.stack}>
        <p className={styles.eyebrow}>
          <Badge tone="danger">404</Badge>
        </p>
        <h1 className={styles.title}>{t('lab.notFoundTitle')}</h1>
      </header>
      <EmptyState
        title={t('lab.notFoundHeading')}
        message={t('lab.notFoundBody', { slug })}
        action={
          <div className={ui.actions}>
            <Link className={buttonClass()} to={href('learning-paths')}>
              {t('lab.browse')}
            </Link>
            <Link className={buttonClass('secondary')} to={href('dashboard')}>
              {t('lab.toDashboard')}
            </Link>
          </div>
        }
      />
    </div>
  );
}

function Lab({ data }: { data: LabDetail }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { PRODUCT_NAME } = useStore($runtimeConfig);
  const level = t(`level.${data.level}`, { defaultValue: data.level });
  return (
    <div className={ui.stack}>
      <PageHead title={data.title} description={data.summary} jsonLd={labJsonLd(data, { language: i18n.language, level, provider: pageTitle(PRODUCT_NAME) })} />
      <HydrateInTurn>
        <header className={ui.stack}>
          <p className={styles.eyebrow}>
            <Badge tone="info">{t(`cloud.${data.cloud}`, { defaultValue: data.cloud })}</Badge>
            <Badge>{t(`level.${data.level}`, { defaultValue: data.level })}</Badge>
          </p>
          <h1 className={styles.title}>{data.title}</h1>
          <p className={styles.lead}>{data.summary}</p>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('lab.cloud')}</dt>
              <dd>{t(`cloud.${data.cloud}`, { defaultValue: data.cloud })}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('lab.runsIn')}</dt>
              <dd>{data.launchable ? t('lab.runsHere') : t('labCard.needs', { environment: t(`environment.${data.environment}`) })}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('lab.level')}</dt>
              <dd>{t(`level.${data.level}`, { defaultValue: data.level })}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('lab.duration')}</dt>
              <dd>{format.minutes(data.duration_minutes)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('lab.cost')}</dt>
              <dd>{t('tokenCount', { count: data.token_cost })}</dd>
            </div>
            {data.rating && (
              <div className={styles.fact}>
                <dt>{t('rating.label')}</dt>
                <dd>
                  <LabRatingSummary rating={data.rating} />
                </dd>
              </div>
            )}
          </dl>
        </header>
      </HydrateInTurn>
      <div className={styles.layout}>
        <div className={ui.stack}>
          <HydrateInTurn>
            <section className={ui.card} aria-labelledby="lab-about-title">
              <h2 id="lab-about-title" className={ui.sectionTitle}>
                {t('lab.about')}
              </h2>
              <p>
                <TextWithCode text={data.description} />
              </p>
              {data.objectives.length > 0 && (
                <>
                  <h3 className={styles.stepTitle}>{t('lab.objectives')}</h3>
                  <ul className={styles.objectives}>
                    {data.objectives.map((objective) => (
                      <li key={objective}>
                        <TextWithCode text={objective} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          </HydrateInTurn>
          <HydrateInTurn>
            <LabSteps steps={data.steps} />
          </HydrateInTurn>
        </div>
        <HydrateInTurn>
          <aside className={styles.aside} aria-label={t('launch.title')}>
            <LaunchPanel lab={data} />
          </aside>
        </HydrateInTurn>
      </div>
    </div>
  );
}

/** The page module at /labs/:slug (a new slug starts a fresh page). */
export default function LabRoute({ params }: PageProps) {
  return <LabPage key={params.slug} slug={params.slug ?? ''} />;
}
