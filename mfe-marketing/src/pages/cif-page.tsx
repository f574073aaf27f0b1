import type { RemotePage } from '@ilm/shared/contracts';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { buttonClass } from '@ilm/shared/ui';
import ar from '../../content/programmes/cif.ar.md';
import en from '../../content/programmes/cif.en.md';
import ur from '../../content/programmes/cif.ur.md';
import { ContentPage } from '../features/content';
import { FORMS_NAMESPACE } from '../features/forms';
import styles from '../features/forms/forms.module.css';

/** /cif: how the immigration and placement intake works and what happens after the form (a content file), then the way to the form. */
export function CifPage() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <ContentPage content={{ en, ar, ur }}>
      <p className={styles.section}>
        <Link className={buttonClass()} to={href('cif-form')}>
          {t('cif.fillForm')}
        </Link>
      </p>
    </ContentPage>
  );
}

/** The page module at /cif. */
const Page: RemotePage = () => <CifPage />;
export default Page;
