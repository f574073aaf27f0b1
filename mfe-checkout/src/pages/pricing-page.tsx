import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import { PricingSections } from '../features/pricing/pricing-sections';
import styles from './pages.module.css';

/** /pricing: the plans side by side in the visitor's currency, then the token packs. */
export function PricingPage() {
  return (
    <div className={styles.page}>
      <PageIntro ns={NAMESPACE} page="pricing" />
      <PricingSections />
    </div>
  );
}

export default PricingPage;
