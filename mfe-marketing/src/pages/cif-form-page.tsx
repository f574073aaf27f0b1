import type { RemotePage } from '@ilm/shared/contracts';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { PageHead, PageIntro } from '@ilm/shared/ui';
import { CifForm, FORMS_NAMESPACE } from '../features/forms';
import styles from '../features/forms/forms.module.css';
import { NAMESPACE } from '../i18n';

/** /cif-form: the candidate information form, with the way to what happens after it is sent (/cif). */
export function CifFormPage() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <>
      <PageHead description={t('cif.description')} />
      <PageIntro ns={NAMESPACE} page="cifForm" />
      <p>
        <Link className={styles.inlineLink} to={href('cif')}>
          {t('cif.aboutLink')}
        </Link>
      </p>
      <div className={styles.section}>
        <CifForm />
      </div>
    </>
  );
}

/** The page module at /cif-form. */
const Page: RemotePage = () => <CifFormPage />;
export default Page;
