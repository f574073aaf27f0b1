import { Link } from 'react-router-dom';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { ErrorState, PageIntro, Skeleton, buttonClass } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import { useResource } from '@ilm/shared/api';
import ui from '../features/common/ui.module.css';
import { Ledger } from '../features/tokens/ledger';
import { TokenPacks } from '../features/tokens/token-packs';
import { fetchBalance } from '../features/tokens/tokens.api';
import styles from './pages.module.css';

/** /tokens: the balance, the ledger, and token packs to buy. */
export function TokensPage() {
  const { t } = useTranslation(NAMESPACE);
  const balance = useResource(fetchBalance, 'balance');
  return (
    <div className={ui.stack}>
      <PageIntro ns={NAMESPACE} page="tokens" />
      <div className={styles.twoColumns}>
        <div className={ui.stack}>
          <section className={ui.card} aria-labelledby="balance-title">
            <h2 id="balance-title" className={ui.sectionTitle}>
              {t('tokens.balanceTitle')}
            </h2>
            {balance.error ? (
              <ErrorState message={balance.error.message} onRetry={() => void balance.reload()} />
            ) : !balance.data ? (
              <Skeleton lines={1} />
            ) : (
              <p className={styles.balance}>{t('tokenCount', { count: balance.data.balance })}</p>
            )}
            <p className={ui.muted}>{t('tokens.balanceHint')}</p>
            <p className={ui.actions}>
              <Link className={buttonClass('secondary')} to={`${href('dashboard')}#recommended-labs`}>
                {t('tokens.browse')}
              </Link>
            </p>
          </section>
          <Ledger refreshKey="initial" />
        </div>
        <TokenPacks />
      </div>
    </div>
  );
}

export default TokensPage;
