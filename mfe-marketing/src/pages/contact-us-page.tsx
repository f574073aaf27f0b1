import type { RemotePage } from '@ilm/shared/contracts';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { PageHead, PageIntro } from '@ilm/shared/ui';
import { ContactForm, FORMS_NAMESPACE } from '../features/forms';
import styles from '../features/forms/forms.module.css';
import { NAMESPACE } from '../i18n';

/**
 * /contact-us: the contact form, and the other ways to get help that really exist (the assistant,
 * the pricing page, consulting). No phone number or address is shown: none is published.
 */
export function ContactUsPage() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <>
      <PageHead description={t('contact.description')} />
      <PageIntro ns={NAMESPACE} page="contactUs" />
      <section className={styles.section} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={styles.sectionTitle}>
          {t('contact.formTitle')}
        </h2>
        <ContactForm />
      </section>
      <aside className={styles.section} aria-labelledby="contact-other-title">
        <h2 id="contact-other-title" className={styles.sectionTitle}>
          {t('contact.otherTitle')}
        </h2>
        <ul className={styles.links}>
          <li>
            <Link to={href('bari')}>{t('contact.askBaari')}</Link>
          </li>
          <li>
            <Link to={href('pricing')}>{t('contact.pricing')}</Link>
          </li>
          <li>
            <Link to={href('consulting')}>{t('contact.consulting')}</Link>
          </li>
        </ul>
      </aside>
    </>
  );
}

/** The page module at /contact-us. */
const Page: RemotePage = () => <ContactUsPage />;
export default Page;
