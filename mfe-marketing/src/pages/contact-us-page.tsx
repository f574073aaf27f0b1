import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** The page at /contact-us: Contact us. */
const ContactUs: RemotePage = () => <PageIntro ns={NAMESPACE} page="contactUs" />;
export default ContactUs;
