import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { EmptyState, PageIntro, layoutClasses as ui } from '@ilm/shared/ui';
import blocks from '../features/common/blocks.module.css';
import { MyInternshipCard } from '../features/internships/my-internship';
import { ProgrammeCard } from '../features/internships/programme-card';
import { myInternshipsQuery, programmesQuery } from '../features/internships/internships.queries';
import { INTERNSHIPS_NAMESPACE } from '../features/internships/i18n';

/**
 * /dashboard/internships: the learner's internships (capstone progress, mentor review, send for
 * review), then every programme with its capstone labs and cohorts to apply to.
 */
export function InternshipsPage() {
  const { t } = useTranslation(INTERNSHIPS_NAMESPACE);
  const mine = useQuery(myInternshipsQuery());
  const programmes = useQuery(programmesQuery());
  const appliedCohorts = new Set((mine.data?.results ?? []).map((internship) => internship.cohort.id));
  return (
    <div className={ui.stack}>
      <PageIntro ns={INTERNSHIPS_NAMESPACE} page="page" />
      <section className={ui.stack} aria-labelledby="your-internships">
        <h2 id="your-internships" className={ui.sectionTitle}>
          {t('mine.title')}
        </h2>
        <QueryView
          query={mine}
          lines={3}
          error={{ message: t('mine.loadFailed') }}
          empty={<EmptyState title={t('mine.emptyTitle')} message={t('mine.emptyBody')} />}
        >
          {(data) => (
            <ul className={blocks.list}>
              {data.results.map((internship) => (
                <li key={internship.id}>
                  <MyInternshipCard internship={internship} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      <section className={ui.stack} aria-labelledby="internship-programmes">
        <h2 id="internship-programmes" className={ui.sectionTitle}>
          {t('programmes.title')}
        </h2>
        <QueryView
          query={programmes}
          lines={6}
          error={{ message: t('programmes.loadFailed') }}
          empty={<EmptyState title={t('programmes.emptyTitle')} message={t('programmes.emptyBody')} />}
        >
          {(data) => (
            <ul className={blocks.list}>
              {data.results.map((programme) => (
                <li key={programme.slug}>
                  <ProgrammeCard programme={programme} appliedCohorts={appliedCohorts} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </div>
  );
}

export default InternshipsPage;
