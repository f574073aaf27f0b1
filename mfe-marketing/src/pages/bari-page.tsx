import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { EmbeddedPanel } from '@ilm/shared/ui';
import ar from '../../content/programmes/bari.ar.md';
import en from '../../content/programmes/bari.en.md';
import ur from '../../content/programmes/bari.ur.md';
import { ContentPage } from '../features/content';
import styles from '../features/content/content.module.css';
import { NAMESPACE } from '../i18n';

const bari = { en, ar, ur };

/**
 * /bari: Ask Baari. The page is this remote's (its heading, description and the guide to asking
 * well, drawn on the server); the chat between them is the `baari` panel mfe-dashboard offers,
 * embedded by name through the shell (docs/rules/pages.md#panels): one chat for the side sheet and this page.
 */
export function BariPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ContentPage
      content={bari}
      lead={
        <>
          <p className={styles.lead}>{t('bari.intro')}</p>
          <EmbeddedPanel name="baari" />
        </>
      }
    />
  );
}

const Bari: RemotePage = () => <BariPage />;
export default Bari;
