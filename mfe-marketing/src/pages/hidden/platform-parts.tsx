import type { ComponentProps } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import {
  CareerPathsSection,
  ClosingCall,
  ExploreLinks,
  FeaturedLabs,
  LabCatalog,
  LabsByAvailability,
  LabsByLevel,
  PLATFORM_NAMESPACE,
  PlansSection,
  PlatformPage,
} from '../../features/platform';
import type { HiddenSection } from './hidden-pages';
import { targetUrl, unknownSection, type LayoutProps } from './parts';

/** The platform pages' layout: the hero with its calls to action (words of `marketing-platform`), then the sections. */
export function PlatformLayout({ layout, content, children }: LayoutProps) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  if (layout.kind !== 'platform' || !content) throw new Error('The platform layout draws a platform entry with its content');
  return (
    <PlatformPage
      content={content}
      terminal={layout.terminal}
      actions={layout.actions.map((action) => ({ to: targetUrl(action, href), label: t(action.label) }))}
    >
      {children}
    </PlatformPage>
  );
}

type PlatformSectionKind =
  'featured-labs' | 'lab-catalog' | 'labs-by-level' | 'labs-by-availability' | 'platform-career-paths' | 'plans' | 'explore-links' | 'closing-call';

/** The platform's sections: lists from the catalog and the closing call to action. */
export function PlatformSectionView({ section }: { section: HiddenSection }) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const platform = section as Extract<HiddenSection, { kind: PlatformSectionKind }>;
  switch (platform.kind) {
    case 'featured-labs':
      return <FeaturedLabs limit={platform.limit} />;
    case 'lab-catalog':
      return <LabCatalog />;
    case 'labs-by-level':
      return <LabsByLevel />;
    case 'labs-by-availability':
      return <LabsByAvailability />;
    case 'platform-career-paths':
      return <CareerPathsSection />;
    case 'plans':
      return <PlansSection />;
    case 'explore-links':
      return <ExploreLinks except={platform.except as ComponentProps<typeof ExploreLinks>['except']} />;
    case 'closing-call':
      return <ClosingCall secondary={platform.secondary && { to: targetUrl(platform.secondary, href), label: t(platform.secondary.label) }} />;
    default:
      return unknownSection(platform);
  }
}
