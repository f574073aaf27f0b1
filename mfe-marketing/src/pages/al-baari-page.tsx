import type { RemotePage } from '@ilm/shared/contracts';
import ar from '../../content/programmes/al-baari.ar.md';
import en from '../../content/programmes/al-baari.en.md';
import ur from '../../content/programmes/al-baari.ur.md';
import { ContentPage } from '../features/content';
import { NextSteps } from '../features/programmes/next-steps';

const alBaari = { en, ar, ur };

/** /al-baari: what Baari, the learning assistant, does and does not do, and where to ask it (/bari). */
export function AlBaariPage() {
  return (
    <ContentPage content={alBaari}>
      <NextSteps
        steps={[
          { page: 'bari', label: 'links.askBaari' },
          { page: 'career-paths', label: 'links.careerPaths' },
          { page: 'learning-paths', label: 'links.learningPaths' },
        ]}
      />
    </ContentPage>
  );
}

const AlBaari: RemotePage = () => <AlBaariPage />;
export default AlBaari;
