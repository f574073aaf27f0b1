import { useTranslation } from '@ilm/shared/i18n';
import { Badge, Price, buttonClass } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import { checkoutHref } from '../shared/checkout-item';
import { SiteLink } from '../shared/site-link';
import { periodSuffix } from './period';
import type { Plan } from './pricing.api';
import styles from './pricing-cards.module.css';

/** One plan: its price in the visitor's currency, what it includes, and the way to buy it. */
export function PlanCard({ plan, current = false }: { plan: Plan; current?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = `plan-${plan.slug}`;
  return (
    <article className={`${styles.card} ${current ? styles.current : ''}`} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <h3 id={headingId} className={styles.cardTitle}>
          {plan.name}
        </h3>
        {current && <Badge tone="success">{t('plan.current')}</Badge>}
      </header>
      <p className={styles.price}>
        <Price amount={plan.price_usd} className={styles.amount} />
        <span className={styles.per}>{periodSuffix(t, plan.period_months)}</span>
      </p>
      <p className={styles.tokens}>{t('plan.tokens', { count: plan.tokens_granted })}</p>
      <ul className={styles.features} aria-label={t('plan.featuresLabel', { name: plan.name })}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <SiteLink className={buttonClass('primary', styles.cta)} to={checkoutHref({ type: 'plan', slug: plan.slug })}>
        {current ? t('plan.renew', { name: plan.name }) : t('plan.choose', { name: plan.name })}
      </SiteLink>
    </article>
  );
}
