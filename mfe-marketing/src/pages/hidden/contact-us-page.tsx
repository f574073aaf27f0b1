import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { PageHead } from '@ilm/shared/ui';
import { MarkdownBody, contentIn } from '../../features/content';
import { ContactForm } from '../../features/forms';
import { RESOURCES_NAMESPACE } from '../../features/resources/i18n';
import styles from '../../features/resources/resources.module.css';
import ar from '../../../content/company/contact-us.ar.md';
import en from '../../../content/company/contact-us.en.md';
import ur from '../../../content/company/contact-us.ur.md';

/** The page at /hidden/contact-us: what to write about and to whom, what happens next, and the contact form beside it. */
const HiddenContactUs: RemotePage = () => {
  const { t, i18n } = useTranslation(RESOURCES_NAMESPACE);
  const document = contentIn({ en, ar, ur }, i18n.language);
  return (
    <div className={styles.contactLayout}>
      <PageHead description={document.meta.description} />
      <div className={styles.contactHeader}>
        <h1 className={styles.contactTitle}>{document.meta.title}</h1>
        <MarkdownBody html={document.html} />
      </div>
      <section className={styles.formSlot} aria-labelledby="contact-form-heading">
        <h2 id="contact-form-heading">{t('contact.formHeading')}</h2>
        <ContactForm />
      </section>
    </div>
  );
};
export default HiddenContactUs;
