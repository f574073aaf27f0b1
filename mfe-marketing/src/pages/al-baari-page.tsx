import type { RemotePage } from '@ilm/shared/contracts';
import ar from '../../content/programmes/al-baari.ar.md';
import en from '../../content/programmes/al-baari.en.md';
import ur from '../../content/programmes/al-baari.ur.md';
import { ContentPage } from '../features/content';
import { BaariStatus } from '../features/programmes/baari-status';
import { NextSteps } from '../features/programmes/next-steps';

const alBaari = { en, ar, ur };

/** /al-baari: what Baari, the learning assistant, does, honest that it is not on the site yet, and the labs open now. */
export function AlBaariPage() {
  return (
    <ContentPage content={alBaari} lead={<BaariStatus />}>
      <NextSteps
        steps={[
          { page: 'career-paths', label: 'links.careerPaths' },
          { page: 'learning-paths', label: 'links.learningPaths' },
          { page: 'bari', label: 'links.askBaari' },
        ]}
      />
    </ContentPage>
  );
}

const AlBaari: RemotePage = () => <AlBaariPage />;
export default AlBaari;
