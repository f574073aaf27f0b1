import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { PageHead, PageIntro } from '@ilm/shared/ui';
import { useCatalogError } from '../features/catalog/catalog.queries';
import { ConsultingInquiryForm, ConsultingOfferList, consultingOffersQuery, FORMS_NAMESPACE } from '../features/forms';
import styles from '../features/forms/forms.module.css';
import { NAMESPACE } from '../i18n';

/** /consulting: the offers the catalog lists (each linking to its page), and a general inquiry. */
export function ConsultingPage() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const offers = useQuery(consultingOffersQuery());
  const catalogError = useCatalogError();
  return (
    <>
      <PageHead description={t('consulting.description')} />
      <PageIntro ns={NAMESPACE} page="consulting" />
      <section className={styles.section} aria-labelledby="consulting-offers-title">
        <h2 id="consulting-offers-title" className={styles.sectionTitle}>
          {t('consulting.offersTitle')}
        </h2>
        <QueryView query={offers} lines={4} error={catalogError}>
          {(list) => <ConsultingOfferList offers={list} />}
        </QueryView>
      </section>
      <section className={styles.section} aria-labelledby="consulting-ask-title">
        <h2 id="consulting-ask-title" className={styles.sectionTitle}>
          {t('consulting.askTitle')}
        </h2>
        <p className={styles.lead}>{t('consulting.askIntro')}</p>
        <ConsultingInquiryForm />
      </section>
    </>
  );
}

/** The page module at /consulting. */
const Page: RemotePage = () => <ConsultingPage />;
export default Page;
