import { Link } from '@ilm/shared/router';
import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import ar from '../../../content/platform/for-business.ar.md';
import en from '../../../content/platform/for-business.en.md';
import ur from '../../../content/platform/for-business.ur.md';
import { TeamInquiryForm } from '../../features/forms';
import { CareerPathsSection, PLATFORM_NAMESPACE, PlatformPage, PlatformSection } from '../../features/platform';

// The hero's first call to action leads here.
const TEAM_INQUIRY = 'team-inquiry';

/** /hidden/for-business: training for teams, the career paths they can follow, and the way to tell us about a team. */
const HiddenForBusiness: RemotePage = () => {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return (
    <PlatformPage
      content={{ en, ar, ur }}
      actions={[
        { to: `#${TEAM_INQUIRY}`, label: t('cta.talkToUs') },
        { to: href('consulting'), label: t('cta.consulting') },
      ]}
    >
      <CareerPathsSection />
      <PlatformSection id={TEAM_INQUIRY} variant="panel" title={t('business.talkTitle')} intro={t('business.talkIntro')}>
        <TeamInquiryForm />
        <p>
          <Link to={href('contact-us')}>{t('business.contact')}</Link>
        </p>
      </PlatformSection>
    </PlatformPage>
  );
};
export default HiddenForBusiness;
