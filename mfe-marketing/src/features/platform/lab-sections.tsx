import { Link } from '@ilm/shared/router';
import { LEVELS, type Level } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { EmptyState } from '@ilm/shared/ui';
import { LabList, labsQuery, useCatalogError, type LabSummary } from '../catalog';
import { PLATFORM_NAMESPACE } from './i18n';
import { labsAtLevelQuery } from './platform.queries';
import { PlatformSection } from './platform-section';

/** The API's largest page: every lab the catalog publishes today fits in it. */
const ALL_LABS = 100;

/** A few labs from the catalog, with the way to all of them. */
export function FeaturedLabs({ limit = 6 }: { limit?: number }) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const labs = useQuery(labsQuery(limit));
  const error = useCatalogError();
  return (
    <PlatformSection title={t('labs.popular')} intro={t('labs.popularIntro')} link={<Link to={href('hidden.hands-on-labs')}>{t('labs.all')}</Link>}>
      <QueryView query={labs} lines={4} error={error} empty={<EmptyState title={t('labs.emptyTitle')} message={t('labs.emptyMessage')} />}>
        {(list) => <LabList labs={list} />}
      </QueryView>
    </PlatformSection>
  );
}

/** Every published lab, each card saying whether it runs in the browser now or needs a cloud. */
export function LabCatalog() {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const labs = useQuery(labsQuery(ALL_LABS));
  const error = useCatalogError();
  return (
    <PlatformSection id="lab-catalog" title={t('labs.catalog')} intro={t('labs.catalogIntro')}>
      <QueryView query={labs} lines={6} error={error} empty={<EmptyState title={t('labs.emptyTitle')} message={t('labs.emptyMessage')} />}>
        {(list) => <LabList labs={list} />}
      </QueryView>
    </PlatformSection>
  );
}

const launchable = (labs: LabSummary[]) => labs.filter((lab) => lab.launchable);
const waitingForCloud = (labs: LabSummary[]) => labs.filter((lab) => !lab.launchable);

/**
 * The catalog split the way the playground works today: labs this platform can launch now (its
 * sandbox), and labs that need a cloud it is not connected to yet, as the API marks them
 * (`launchable`). One request: both read the same cached answer.
 */
export function LabsByAvailability() {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const runsNow = useQuery({ ...labsQuery(ALL_LABS), select: launchable });
  const needsCloud = useQuery({ ...labsQuery(ALL_LABS), select: waitingForCloud });
  const error = useCatalogError();
  return (
    <>
      <PlatformSection title={t('playground.runsNow')} intro={t('playground.runsNowIntro')}>
        <QueryView
          query={runsNow}
          lines={4}
          error={error}
          empty={<EmptyState title={t('playground.runsNowEmptyTitle')} message={t('playground.runsNowEmptyMessage')} />}
        >
          {(list) => <LabList labs={list} />}
        </QueryView>
      </PlatformSection>
      <PlatformSection title={t('playground.needsCloud')} intro={t('playground.needsCloudIntro')}>
        <QueryView
          query={needsCloud}
          lines={4}
          error={error}
          empty={<EmptyState title={t('playground.needsCloudEmptyTitle')} message={t('playground.needsCloudEmptyMessage')} />}
        >
          {(list) => <LabList labs={list} />}
        </QueryView>
      </PlatformSection>
    </>
  );
}

const LABS_PER_LEVEL = 3;

/** A few labs of one level: a practical test of whether that level is the learner's. */
function LevelSection({ level }: { level: Level }) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const labs = useQuery(labsAtLevelQuery(level, LABS_PER_LEVEL));
  const error = useCatalogError();
  return (
    <PlatformSection title={t(`levels.${level}.title`)} intro={t(`levels.${level}.intro`)}>
      <QueryView query={labs} lines={3} error={error} empty={<EmptyState title={t(`levels.${level}.emptyTitle`)} message={t('levels.emptyMessage')} />}>
        {(list) => <LabList labs={list} />}
      </QueryView>
    </PlatformSection>
  );
}

/** One section per level, beginner first. */
export function LabsByLevel() {
  return (
    <>
      {LEVELS.map((level) => (
        <LevelSection key={level} level={level} />
      ))}
    </>
  );
}
