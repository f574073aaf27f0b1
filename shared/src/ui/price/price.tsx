import { useStore } from '@nanostores/react';
import { useTranslation } from '@ilm/shared/i18n';
import { $currency, $currencyReady } from '@ilm/shared/stores';
import { formatPrice } from './format-price';
import styles from './price.module.css';

/** Props of {@link Price}. */
export interface PriceProps {
  /** The amount in USD, as the API gives it. */
  amount: number;
  className?: string;
}

/**
 * A USD amount shown in the visitor's currency, with tax, in the current language. Until the
 * currency is resolved it shows a placeholder, so a price never flickers from USD to local.
 */
export function Price({ amount, className }: PriceProps) {
  const { t, i18n } = useTranslation('common');
  const currency = useStore($currency);
  const ready = useStore($currencyReady);
  const classes = [styles.price, className].filter(Boolean).join(' ');
  if (!ready) {
    return (
      <span className={`${classes} ${styles.pending}`} aria-busy="true">
        <span aria-hidden="true">…</span>
        <span className={styles.srOnly}>{t('price.pending')}</span>
      </span>
    );
  }
  return (
    <span className={classes} data-currency={currency.currencyCode}>
      {/* Isolated, so a price after Arabic or Urdu words keeps its own order ("$49.00", not "49.00$"). */}
      <bdi>{formatPrice(amount, currency, i18n.language)}</bdi>
    </span>
  );
}
