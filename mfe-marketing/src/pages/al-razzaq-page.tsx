import type { RemotePage } from '@ilm/shared/contracts';
import ar from '../../content/programmes/al-razzaq.ar.md';
import en from '../../content/programmes/al-razzaq.en.md';
import ur from '../../content/programmes/al-razzaq.ur.md';
import { ContentPage } from '../features/content';
import { CareerPathsSection } from '../features/programmes/career-paths-section';
import { NextSteps } from '../features/programmes/next-steps';
import { OpeningsSection } from '../features/programmes/openings/openings-section';

const alRazzaq = { en, ar, ur };

/** /al-razzaq: the path from labs to a job, what people on our team do at each step, and the career paths and current openings from the API. */
export function AlRazzaqPage() {
  return (
    <ContentPage content={alRazzaq}>
      <CareerPathsSection />
      <OpeningsSection />
      <NextSteps
        steps={[
          { page: 'cif-form', label: 'links.cifForm' },
          { page: 'cif', label: 'links.cif' },
          { page: 'diploma-declaration', label: 'links.diploma' },
        ]}
      />
    </ContentPage>
  );
}

const AlRazzaq: RemotePage = () => <AlRazzaqPage />;
export default AlRazzaq;
