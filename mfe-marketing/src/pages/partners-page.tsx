import type { RemotePage } from '@ilm/shared/contracts';
import ar from '../../content/programmes/partners-and-providers.ar.md';
import en from '../../content/programmes/partners-and-providers.en.md';
import ur from '../../content/programmes/partners-and-providers.ur.md';
import { ContentPage } from '../features/content';
import { NextSteps } from '../features/programmes/next-steps';
import { TechnologyLabCounts } from '../features/programmes/technology-lab-counts';

const partners = { en, ar, ur };

/** /partners-and-providers: the technologies and certifications the labs teach towards, their labs counted by the API, and how to work with us. */
export function PartnersPage() {
  return (
    <ContentPage content={partners}>
      <TechnologyLabCounts />
      <NextSteps
        steps={[
          { page: 'contact-us', label: 'links.contactUs' },
          { page: 'consulting', label: 'links.consulting' },
        ]}
      />
    </ContentPage>
  );
}

const Partners: RemotePage = () => <PartnersPage />;
export default Partners;
