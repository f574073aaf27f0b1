import { Link } from '@ilm/shared/router';
import type { TFunction } from 'i18next';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { EmptyState, Price, useElementId } from '@ilm/shared/ui';
import { useCatalogError } from '../catalog';
import { PLATFORM_NAMESPACE } from './i18n';
import type { Plan } from './platform.api';
import { plansQuery } from './platform.queries';
import { PlatformSection } from './platform-section';
import styles from './platform.module.css';

/** What a plan's price is paid for ("per month", "per year", "every 3 months"). */
function perPeriod(t: TFunction, months: number): string {
  if (months === 1) return t('plans.perMonth');
  if (months === 12) return t('plans.perYear');
  return t('plans.perMonths', { count: months });
}

/** A plan as the API sells it: its price in the visitor's currency, its lab tokens and its features. */
function PlanSummary({ plan }: { plan: Plan }) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const headingId = useElementId();
  return (
    <article className={styles.planCard} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {plan.name}
      </h3>
      <p className={styles.planPrice}>
        <Price amount={plan.price_usd} className={styles.planAmount} /> <span className={styles.planPeriod}>{perPeriod(t, plan.period_months)}</span>
      </p>
      <p className={styles.planTokens}>{t('plans.tokens', { count: plan.tokens_granted })}</p>
      <ul className={styles.planFeatures} aria-label={t('plans.featuresLabel', { name: plan.name })}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </article>
  );
}

/** The plans on sale (`GET payments/plans/`), with the way to the pricing page, where they are bought. */
export function PlansSection() {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const plans = useQuery(plansQuery());
  const error = useCatalogError();
  return (
    <PlatformSection title={t('plans.title')} intro={t('plans.intro')} link={<Link to={href('pricing')}>{t('plans.compare')}</Link>}>
      <QueryView query={plans} lines={4} error={error} empty={<EmptyState title={t('plans.emptyTitle')} message={t('plans.emptyMessage')} />}>
        {(list) => (
          <ul className={styles.cardGrid}>
            {list.map((plan) => (
              <li key={plan.slug}>
                <PlanSummary plan={plan} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </PlatformSection>
  );
}
