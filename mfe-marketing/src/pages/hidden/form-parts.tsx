import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { ContactForm, TeamInquiryForm } from '../../features/forms';
import { PLATFORM_NAMESPACE, PlatformSection } from '../../features/platform';
import { RESOURCES_NAMESPACE } from '../../features/resources/i18n';
import styles from '../../features/resources/resources.module.css';
import type { HiddenSection } from './hidden-pages';
import { unknownSection } from './parts';

/** The team inquiry, in a panel of the platform page (words of `marketing-platform`). */
function TeamInquirySection({ section }: { section: Extract<HiddenSection, { kind: 'team-inquiry' }> }) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return (
    <PlatformSection id={section.id} variant="panel" title={t(section.title)} intro={t(section.intro)}>
      <TeamInquiryForm />
      <p>
        <Link to={href('contact-us')}>{t(section.contact)}</Link>
      </p>
    </PlatformSection>
  );
}

/** The contact form beside the contact page's document (words of `marketing-resources`). */
function ContactFormSection({ section }: { section: Extract<HiddenSection, { kind: 'contact-form' }> }) {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  return (
    <section className={styles.formSlot} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{t(section.heading)}</h2>
      <ContactForm />
    </section>
  );
}

/** The sections that hold a form: loaded only by the pages that show one. */
export function FormSectionView({ section }: { section: HiddenSection }) {
  const form = section as Extract<HiddenSection, { kind: 'team-inquiry' | 'contact-form' }>;
  switch (form.kind) {
    case 'team-inquiry':
      return <TeamInquirySection section={form} />;
    case 'contact-form':
      return <ContactFormSection section={form} />;
    default:
      return unknownSection(form);
  }
}
