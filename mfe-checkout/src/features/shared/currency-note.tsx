import { useStore } from '@nanostores/react';
import { useTranslation } from '@ilm/shared/i18n';
import { $currency, $currencyReady } from '@ilm/shared/stores';
import { NAMESPACE } from '../../i18n';
import styles from './currency-note.module.css';

/** Says which currency the prices are in, and the tax they include, as soon as the currency is known. */
export function CurrencyNote() {
  const { t } = useTranslation(NAMESPACE);
  const ready = useStore($currencyReady);
  const { currencyCode, currencyTax } = useStore($currency);
  if (!ready) return <p className={styles.note}>{t('currencyNote.pending')}</p>;
  return (
    <p className={styles.note}>
      {currencyCode === 'USD' ? t('currencyNote.usd') : t('currencyNote.local', { code: currencyCode })}
      {currencyTax > 0 && <> {t('currencyNote.tax', { tax: currencyTax })}</>}
    </p>
  );
}
