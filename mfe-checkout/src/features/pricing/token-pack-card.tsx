import { SentenceWith, useTranslation } from '@ilm/shared/i18n';
import { Price, buttonClass } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import { checkoutHref } from '../shared/checkout-item';
import { SiteLink } from '../shared/site-link';
import type { TokenPack } from './pricing.api';
import styles from './pricing-cards.module.css';

/** One token pack: its price, the price per token, and the way to buy it. */
export function TokenPackCard({ pack }: { pack: TokenPack }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = `pack-${pack.slug}`;
  return (
    <article className={`${styles.card} ${styles.pack}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {pack.name}
      </h3>
      <p className={styles.price}>
        <Price amount={pack.price_usd} className={styles.amount} />
      </p>
      {pack.tokens > 0 && (
        <p className={styles.per}>
          <PerToken amount={pack.price_usd / pack.tokens} />
        </p>
      )}
      <SiteLink className={buttonClass('secondary', styles.cta)} to={checkoutHref({ type: 'token_pack', slug: pack.slug })}>
        {t('pack.buy', { name: pack.name })}
      </SiteLink>
    </article>
  );
}

function PerToken({ amount }: { amount: number }) {
  return <SentenceWith ns={NAMESPACE} i18nKey="pack.perToken" slot="price" element={<Price amount={amount} />} />;
}
