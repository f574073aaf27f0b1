import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { Trans } from '@ilm/shared/i18n/trans';
import { href } from '@ilm/shared/routes';
import { Price } from '@ilm/shared/ui';
import { NAMESPACE as MARKETING } from '../../i18n';
import type { ConsultingOffer } from './consulting.api';
import { FORMS_NAMESPACE } from './i18n';
import styles from './consulting.module.css';

/** The facts of an offer the catalog gives: how long it runs and what it costs at least. */
export function OfferFacts({ offer }: { offer: Pick<ConsultingOffer, 'duration_weeks' | 'price_from_usd'> }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('consulting.duration')}</dt>
        <dd>{t('catalog.weeks', { ns: MARKETING, count: offer.duration_weeks })}</dd>
      </div>
      <div>
        <dt>{t('consulting.startingPrice')}</dt>
        <dd className={styles.price}>
          <Trans t={t} i18nKey="consulting.priceFrom" components={{ price: <Price amount={offer.price_from_usd} /> }} />
        </dd>
      </div>
    </dl>
  );
}

/** Every consulting offer as a card: its name (linking to its page), summary, duration and starting price. */
export function ConsultingOfferList({ offers }: { offers: readonly ConsultingOffer[] }) {
  return (
    <ul className={styles.grid}>
      {offers.map((offer) => (
        <li key={offer.slug} className={styles.card}>
          <h3 className={styles.cardTitle}>
            <Link to={href('consulting-offer', { slug: offer.slug })}>{offer.title}</Link>
          </h3>
          <p className={styles.summary}>{offer.summary}</p>
          <OfferFacts offer={offer} />
        </li>
      ))}
    </ul>
  );
}
