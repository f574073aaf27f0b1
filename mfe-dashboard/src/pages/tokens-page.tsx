import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { PageIntro, buttonClass, layoutClasses as ui } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import { BalanceCard } from '../features/tokens/balance-card';
import { Ledger } from '../features/tokens/ledger';
import { TokenPacks } from '../features/tokens/token-packs';
import styles from './pages.module.css';

/** /tokens: the balance, the ledger, and token packs to buy. */
export function TokensPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={ui.stack}>
      <PageIntro ns={NAMESPACE} page="tokens" />
      <div className={styles.twoColumns}>
        <div className={ui.stack}>
          <BalanceCard title={t('tokens.balanceTitle')}>
            <p className={ui.muted}>{t('tokens.balanceHint')}</p>
            <p className={ui.actions}>
              <Link className={buttonClass('secondary')} to={`${href('dashboard')}#recommended-labs`}>
                {t('tokens.browse')}
              </Link>
            </p>
          </BalanceCard>
          <Ledger />
        </div>
        <TokenPacks />
      </div>
    </div>
  );
}

export default TokensPage;
