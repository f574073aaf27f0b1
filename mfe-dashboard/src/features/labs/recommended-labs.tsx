import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { QueryView, useQuery } from '@ilm/shared/query';
import { Skeleton, layoutClasses as ui } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import type { LabInstance } from '../instances';
import { LabCard } from './lab-card';
import type { LabSummary } from './labs.api';
import { labsQuery } from './labs.queries';
import pageStyles from '../../pages/pages.module.css';

const LEVEL_ORDER: Record<string, number> = { beginner: 0, intermediate: 1, advanced: 2 };

/** Labs not yet launched, those the balance covers first, then by level and cost. */
export function recommend(labs: LabSummary[], instances: LabInstance[], balance: number | undefined, size = 6): LabSummary[] {
  const launched = new Set(instances.map((instance) => instance.lab.slug));
  const affordable = (lab: LabSummary) => (balance === undefined || lab.token_cost <= balance ? 0 : 1);
  return labs
    .filter((lab) => !launched.has(lab.slug))
    .sort(
      (a, b) =>
        affordable(a) - affordable(b) ||
        (LEVEL_ORDER[a.level] ?? 3) - (LEVEL_ORDER[b.level] ?? 3) ||
        a.token_cost - b.token_cost ||
        a.title.localeCompare(b.title),
    )
    .slice(0, size);
}

/** Labs to take next, chosen from the catalog for this learner. */
export function RecommendedLabs({ instances, balance }: { instances: LabInstance[] | undefined; balance: number | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const labs = useQuery(labsQuery(100));
  return (
    <section className={ui.stack} aria-labelledby="recommended-labs">
      <div className={pageStyles.sectionHead}>
        <h2 id="recommended-labs" className={ui.sectionTitle}>
          {t('dashboard.recommended')}
        </h2>
        <Link className={ui.link} to={href('learning-paths')}>
          {t('dashboard.allPaths')}
        </Link>
      </div>
      <QueryView query={labs}>
        {(data) => {
          if (!instances) return <Skeleton lines={3} />;
          const picks = recommend(data.results, instances, balance);
          return picks.length === 0 ? (
            <p className={ui.muted}>{t('dashboard.allTried')}</p>
          ) : (
            <div className={ui.grid}>
              {picks.map((lab) => (
                <LabCard key={lab.slug} lab={lab} />
              ))}
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}
