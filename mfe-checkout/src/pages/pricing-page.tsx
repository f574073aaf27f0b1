import { useStore } from '@nanostores/react';
import { $runtimeConfig, pageTitle } from '@ilm/shared/config';
import { useTranslation } from '@ilm/shared/i18n';
import { useQuery } from '@ilm/shared/query';
import { PageHead, PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import { PricingSections } from '../features/pricing/pricing-sections';
import { pricingJsonLd } from '../features/pricing/pricing-json-ld';
import { plansQuery, tokenPacksQuery } from '../features/pricing/pricing.queries';
import { useShownCurrency } from '../features/shared/offer-json-ld';
import styles from './pages.module.css';

/** /pricing: the plans side by side in the visitor's currency, then the token packs. */
export function PricingPage() {
  const { t } = useTranslation(NAMESPACE);
  const { PRODUCT_NAME } = useStore($runtimeConfig);
  const currency = useShownCurrency();
  // The same queries as the sections below: one request each.
  const plans = useQuery(plansQuery());
  const packs = useQuery(tokenPacksQuery());
  const products =
    plans.data && packs.data
      ? pricingJsonLd(plans.data, packs.data, {
          brand: pageTitle(PRODUCT_NAME),
          currency,
          planTokens: (plan) => t('plan.tokens', { count: plan.tokens_granted }),
        })
      : [];
  return (
    <div className={styles.page}>
      <PageHead description={t('pricing.intro')} jsonLd={products.length > 0 ? products : undefined} />
      <PageIntro ns={NAMESPACE} page="pricing" />
      <PricingSections />
    </div>
  );
}

export default PricingPage;
