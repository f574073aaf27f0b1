import type { ReactNode } from 'react';
import type { PageProps } from '@ilm/shared/contracts';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { ErrorState, ListSection, PageHead, Price, Skeleton, buttonClass } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import type { CareerPathDetail } from '@ilm/contract';
import { careerPathQuery } from '../features/career-path/career-path.queries';
import { checkoutHref, isWellFormedSlug } from '../features/shared/checkout-item';
import { CurrencyNote } from '../features/shared/currency-note';
import { NotFoundState } from '../features/shared/not-found-state';
import { priceOffer, useShownCurrency } from '../features/shared/offer-json-ld';
import pages from './pages.module.css';
import styles from './career-path-pricing-page.module.css';

/** /career-path(s)/:slug/pricing: the path's price in the visitor's currency and what it contains. */
export function CareerPathPricingPage({ slug }: { slug: string }) {
  const { t } = useTranslation(NAMESPACE);
  // A slug the catalog cannot hold is not asked for.
  const wellFormed = isWellFormedSlug(slug);
  const path = useQuery({ ...careerPathQuery(slug), enabled: wellFormed });
  const notFound = (
    <NotFoundState
      title={t('careerPathPricing.notFoundTitle')}
      message={t('careerPathPricing.notFoundMessage')}
      actions={[
        { to: href('career-paths'), label: t('careerPathPricing.browse') },
        { to: href('pricing'), label: t('careerPathPricing.seePlans') },
      ]}
    />
  );
  const untilLoaded = (state: ReactNode) => (
    <div className={pages.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('careerPathPricing.eyebrow')}</p>
        <h1 className={styles.title}>{t('careerPathPricing.title')}</h1>
      </header>
      {state}
    </div>
  );

  // Until the path is known (or when it is not), the page says what a career path's pricing page is.
  const head = path.data ? null : <PageHead description={t('careerPathPricing.intro')} />;
  if (!wellFormed) {
    return (
      <>
        {head}
        {notFound}
      </>
    );
  }
  return (
    <>
      {head}
      <QueryView
        query={path}
        loading={untilLoaded(<Skeleton lines={5} label={t('careerPathPricing.loading')} />)}
        error={(error, retry) =>
          [400, 404].includes(error.status) ? notFound : untilLoaded(<ErrorState message={t('careerPathPricing.error')} onRetry={retry} />)
        }
      >
        {(data) => <CareerPathPricing path={data} />}
      </QueryView>
    </>
  );
}

function CareerPathPricing({ path }: { path: CareerPathDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const currency = useShownCurrency();
  return (
    <div className={pages.page}>
      <PageHead
        description={t('careerPathPricing.description', { title: path.title })}
        jsonLd={{
          '@type': 'Product',
          name: path.title,
          description: path.summary,
          offers: priceOffer(path.price_usd, currency, checkoutHref({ type: 'career_path', slug: path.slug })),
        }}
      />
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('careerPathPricing.eyebrow')}</p>
        <h1 className={styles.title}>{path.title}</h1>
        <p className={styles.summary}>{path.summary}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('careerPathPricing.level')}</dt>
            <dd>{t(`level.${path.level}`, { defaultValue: path.level })}</dd>
          </div>
          <div>
            <dt>{t('careerPathPricing.duration')}</dt>
            <dd>{t('careerPathPricing.weeks', { count: path.duration_weeks })}</dd>
          </div>
          <div>
            <dt>{t('careerPathPricing.labs')}</dt>
            <dd>{path.lab_count}</dd>
          </div>
        </dl>
      </header>

      <div className={styles.layout}>
        <aside className={styles.priceCard} aria-labelledby="path-price-heading">
          <h2 id="path-price-heading" className={styles.priceHeading}>
            {t('careerPathPricing.priceHeading')}
          </h2>
          <p className={styles.price}>
            <Price amount={path.price_usd} />
          </p>
          <p className={styles.muted}>{t('careerPathPricing.oneTime')}</p>
          <CurrencyNote />
          <h3 className={styles.includesHeading}>{t('careerPathPricing.includesHeading')}</h3>
          <ul className={styles.includes}>
            <li>{t('careerPathPricing.includesWeeks', { count: path.duration_weeks })}</li>
            <li>{t('careerPathPricing.includesLabs', { count: path.lab_count })}</li>
            {path.tokens_included > 0 && <li>{t('careerPathPricing.includesTokens', { count: path.tokens_included })}</li>}
          </ul>
          <Link className={buttonClass()} to={checkoutHref({ type: 'career_path', slug: path.slug })}>
            {t('careerPathPricing.buy')}
          </Link>
          <Link className={buttonClass('secondary')} to={href('career-path', { slug: path.slug })}>
            {t('careerPathPricing.details')}
          </Link>
        </aside>

        <div className={styles.contents}>
          {path.description && <p className={styles.description}>{path.description}</p>}
          <ListSection heading={t('careerPathPricing.outcomesHeading')} items={path.outcomes} />
          {path.labs.length > 0 && (
            <section aria-labelledby="path-labs-heading" className={pages.section}>
              <h2 id="path-labs-heading" className={pages.sectionTitle}>
                {t('careerPathPricing.labsHeading')}
              </h2>
              <ol className={styles.labs}>
                {path.labs.map((lab) => (
                  <li key={lab.slug} className={styles.lab}>
                    <Link to={href('lab', { slug: lab.slug })} className={styles.labTitle}>
                      {lab.title}
                    </Link>
                    <span className={styles.labMeta}>
                      {[
                        lab.level && t(`level.${lab.level}`, { defaultValue: lab.level }),
                        lab.duration_minutes !== undefined && t('careerPathPricing.labMinutes', { count: lab.duration_minutes }),
                        lab.token_cost !== undefined && t('careerPathPricing.labTokens', { count: lab.token_cost }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

/** The page module at /career-paths/:slug/pricing and /career-path/:slug/pricing. */
export default function CareerPathPricingRoute({ params }: PageProps) {
  return <CareerPathPricingPage slug={params.slug ?? ''} />;
}
