import type { RemotePage } from '@ilm/shared/contracts';
import ar from '../../content/programmes/about-us.ar.md';
import en from '../../content/programmes/about-us.en.md';
import ur from '../../content/programmes/about-us.ur.md';
import { ContentPage } from '../features/content';
import { CatalogFigures } from '../features/programmes/catalog-figures';
import { NextSteps } from '../features/programmes/next-steps';

const aboutUs = { en, ar, ur };

/** /about-us (and /hidden/about): the mission, how learning works here, what we value, and the catalog's size from the API. */
export function AboutUsPage() {
  return (
    <ContentPage content={aboutUs}>
      <CatalogFigures />
      <NextSteps
        steps={[
          { page: 'career-paths', label: 'links.careerPaths' },
          { page: 'learning-paths', label: 'links.learningPaths' },
          { page: 'al-razzaq', label: 'links.alRazzaq' },
        ]}
      />
    </ContentPage>
  );
}

const AboutUs: RemotePage = () => <AboutUsPage />;
export default AboutUs;
