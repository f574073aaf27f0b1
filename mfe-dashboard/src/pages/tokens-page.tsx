import { Link } from 'react-router-dom';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { QueryView, useQuery } from '@ilm/shared/query';
import { PageIntro, buttonClass } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import ui from '../features/common/ui.module.css';
import { Ledger } from '../features/tokens/ledger';
import { TokenPacks } from '../features/tokens/token-packs';
import { balanceQuery } from '../features/tokens/tokens.queries';
import styles from './pages.module.css';

/** /tokens: the balance, the ledger, and token packs to buy. */
export function TokensPage() {
  const { t } = useTranslation(NAMESPACE);
  const balance = useQuery(balanceQuery());
  return (
    <div className={ui.stack}>
      <PageIntro ns={NAMESPACE} page="tokens" />
      <div className={styles.twoColumns}>
        <div className={ui.stack}>
          <section className={ui.card} aria-labelledby="balance-title">
            <h2 id="balance-title" className={ui.sectionTitle}>
              {t('tokens.balanceTitle')}
            </h2>
            <QueryView query={balance} lines={1}>
              {(data) => <p className={styles.balance}>{t('tokenCount', { count: data.balance })}</p>}
            </QueryView>
            <p className={ui.muted}>{t('tokens.balanceHint')}</p>
            <p className={ui.actions}>
              <Link className={buttonClass('secondary')} to={`${href('dashboard')}#recommended-labs`}>
                {t('tokens.browse')}
              </Link>
            </p>
          </section>
          <Ledger />
        </div>
        <TokenPacks />
      </div>
    </div>
  );
}

export default TokensPage;
