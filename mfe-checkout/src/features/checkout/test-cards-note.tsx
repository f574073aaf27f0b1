import { useTranslation } from '@ilm/shared/i18n';
import { NAMESPACE } from '../../i18n';
import styles from './checkout.module.css';

/**
 * The sandbox provider's test cards, folded away. The API does not say which provider it runs
 * (an order names it only once paid), so the note stays neutral instead of claiming "test mode".
 */
export function TestCardsNote() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <details className={styles.testCards}>
      <summary>{t('payment.testCardsSummary')}</summary>
      <p>{t('payment.testCardsIntro')}</p>
      <ul>
        <li>
          <code>4242 4242 4242 4242</code> — {t('payment.testCardSucceeds')}
        </li>
        <li>
          <code>4000 0000 0000 0002</code> — {t('payment.testCardDeclines')}
        </li>
        <li>
          <code>4000 0000 0000 9995</code> — {t('payment.testCardFunds')}
        </li>
      </ul>
    </details>
  );
}
