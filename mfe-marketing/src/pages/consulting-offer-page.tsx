import type { ConsultingOffer } from '@ilm/contract';
import type { PageProps } from '@ilm/shared/contracts';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { EmptyState, ErrorState, ListSection, PageHead, PageIntro, Skeleton } from '@ilm/shared/ui';
import { ConsultingInquiryForm, consultingOfferQuery, FORMS_NAMESPACE, OfferFacts } from '../features/forms';
import styles from '../features/forms/forms.module.css';
import { NAMESPACE } from '../i18n';

/** /consulting/{slug}: the offer's scope, deliverables, duration and starting price, and an inquiry about it. */
export function ConsultingOfferPage({ slug }: { slug: string }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const offer = useQuery(consultingOfferQuery(slug));
  const pageHead = <PageHead description={t('marketing:consultingOffer.intro')} />;
  return (
    <QueryView
      query={offer}
      loading={
        <>
          {pageHead}
          <PageIntro ns={NAMESPACE} page="consultingOffer" />
          <Skeleton lines={6} />
        </>
      }
      error={(error, retry) =>
        error.status === 404 ? (
          <>
            {pageHead}
            <h1>{t('consulting.notFound')}</h1>
            <EmptyState
              title={t('consulting.notFoundTitle')}
              message={t('consulting.notFoundMessage')}
              action={
                <Link className={styles.inlineLink} to={href('consulting')}>
                  {t('consulting.allOffers')}
                </Link>
              }
            />
          </>
        ) : (
          <>
            {pageHead}
            <PageIntro ns={NAMESPACE} page="consultingOffer" />
            <ErrorState title={t('marketing:catalog.loadFailed')} message={t('marketing:catalog.unavailable')} onRetry={retry} />
          </>
        )
      }
    >
      {(loaded) => <Offer offer={loaded} />}
    </QueryView>
  );
}

function Offer({ offer }: { offer: ConsultingOffer }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <article>
      <PageHead
        title={offer.title}
        description={offer.summary}
        jsonLd={{
          '@type': 'Service',
          name: offer.title,
          description: offer.summary,
          serviceType: 'Consulting',
          offers: { '@type': 'Offer', priceSpecification: { '@type': 'PriceSpecification', minPrice: offer.price_from_usd, priceCurrency: 'USD' } },
        }}
      />
      <header className={styles.section}>
        <h1 className={styles.offerTitle}>{offer.title}</h1>
        <p className={styles.lead}>{offer.summary}</p>
        <OfferFacts offer={offer} />
      </header>
      <p className={styles.description}>{offer.description}</p>
      <ListSection heading={t('consulting.deliverables')} items={offer.deliverables} className={styles.section} />
      <section className={styles.section} aria-labelledby="offer-ask-title">
        <h2 id="offer-ask-title" className={styles.sectionTitle}>
          {t('consulting.offerAskTitle', { offer: offer.title })}
        </h2>
        <ConsultingInquiryForm offerSlug={offer.slug} />
      </section>
      <p>
        <Link className={styles.inlineLink} to={href('consulting')}>
          {t('consulting.allOffers')}
        </Link>
      </p>
    </article>
  );
}

/** The page module at /consulting/:slug. */
export default function ConsultingOfferRoute({ params }: PageProps) {
  return <ConsultingOfferPage slug={params.slug ?? ''} />;
}
