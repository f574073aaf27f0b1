import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { $auth } from '@ilm/shared/stores';
import { EmptyState, HydrateInTurn, Skeleton, useElementId, visuallyHiddenClass } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import { periodName } from './period';
import { PlanCard } from './plan-card';
import { currentPlanQuery, plansQuery, tokenPacksQuery } from './pricing.queries';
import { TokenPackCard } from './token-pack-card';
import { CurrencyNote } from '../shared/currency-note';
import cards from './pricing-cards.module.css';
import styles from './pricing-sections.module.css';

/** Props of {@link PricingSections}. */
export interface PricingSectionsProps {
  /** Show the token packs below the plans (default true). */
  showPacks?: boolean;
}

/** The plans side by side in the visitor's currency, then the token packs: the body of /pricing and of the pricing widget. */
export function PricingSections({ showPacks = true }: PricingSectionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const plans = useQuery(plansQuery());
  const packs = useQuery({ ...tokenPacksQuery(), enabled: showPacks });
  const currentPlan = useCurrentPlan();
  const periods = useMemo(() => [...new Set((plans.data ?? []).map((plan) => plan.period_months))].sort((a, b) => a - b), [plans.data]);
  const [chosenPeriod, setChosenPeriod] = useState<number | null>(null);
  const period = chosenPeriod !== null && periods.includes(chosenPeriod) ? chosenPeriod : periods[0];
  const periodGroup = useElementId();

  return (
    <>
      <CurrencyNote />

      <section className={styles.section} aria-labelledby="plans-heading">
        <div className={styles.sectionHeader}>
          <h2 id="plans-heading" className={styles.sectionTitle}>
            {t('pricing.plansHeading')}
          </h2>
          {periods.length > 1 && (
            <fieldset className={styles.periods}>
              <legend className={visuallyHiddenClass}>{t('pricing.billingLabel')}</legend>
              {periods.map((months) => (
                <label key={months} className={styles.period}>
                  <input type="radio" name={periodGroup} value={months} checked={months === period} onChange={() => setChosenPeriod(months)} />
                  <span>{periodName(t, months)}</span>
                </label>
              ))}
            </fieldset>
          )}
        </div>
        <QueryView
          query={plans}
          loading={<Skeleton lines={6} label={t('pricing.plansLoading')} />}
          error={{ message: t('pricing.plansError') }}
          empty={<EmptyState title={t('pricing.plansEmpty')} />}
        >
          {(list) => (
            <HydrateInTurn>
              <ul className={cards.grid}>
                {list
                  .filter((plan) => plan.period_months === period)
                  .map((plan) => (
                    <li key={plan.slug}>
                      <PlanCard plan={plan} current={plan.slug === currentPlan} />
                    </li>
                  ))}
              </ul>
            </HydrateInTurn>
          )}
        </QueryView>
      </section>

      {showPacks && (
        <section className={styles.section} aria-labelledby="packs-heading">
          <div className={styles.sectionHeader}>
            <h2 id="packs-heading" className={styles.sectionTitle}>
              {t('pricing.packsHeading')}
            </h2>
          </div>
          <p className={styles.lead}>{t('pricing.packsIntro')}</p>
          <QueryView
            query={packs}
            loading={<Skeleton lines={3} label={t('pricing.packsLoading')} />}
            error={{ message: t('pricing.packsError') }}
            empty={<EmptyState title={t('pricing.packsEmpty')} />}
          >
            {(list) => (
              <HydrateInTurn>
                <ul className={`${cards.grid} ${cards.packGrid}`}>
                  {list.map((pack) => (
                    <li key={pack.slug}>
                      <TokenPackCard pack={pack} />
                    </li>
                  ))}
                </ul>
              </HydrateInTurn>
            )}
          </QueryView>
        </section>
      )}
    </>
  );
}

/** The signed-in learner's plan slug from `accounts/profile/` (null for visitors or when unknown). */
function useCurrentPlan(): string | null {
  const userId = useStore($auth).user?.id ?? '';
  const plan = useQuery({ ...currentPlanQuery(userId), enabled: userId !== '' });
  return plan.data ?? null;
}
