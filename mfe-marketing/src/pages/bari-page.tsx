import type { RemotePage } from '@ilm/shared/contracts';
import ar from '../../content/programmes/bari.ar.md';
import en from '../../content/programmes/bari.en.md';
import ur from '../../content/programmes/bari.ur.md';
import { ContentPage } from '../features/content';
import { BaariStatus } from '../features/programmes/baari-status';
import { NextSteps } from '../features/programmes/next-steps';

const bari = { en, ar, ur };

/**
 * /bari: Ask Baari, what to ask and how. No question box until Baari can answer: the page says
 * so and leads to the labs that are open now.
 */
export function BariPage() {
  return (
    <ContentPage content={bari} lead={<BaariStatus />}>
      <NextSteps
        steps={[
          { page: 'learning-paths', label: 'links.learningPaths' },
          { page: 'career-paths', label: 'links.careerPaths' },
          { page: 'al-baari', label: 'links.alBaari' },
        ]}
      />
    </ContentPage>
  );
}

const Bari: RemotePage = () => <BariPage />;
export default Bari;
