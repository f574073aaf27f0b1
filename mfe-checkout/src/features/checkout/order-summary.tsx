import { useStore } from '@nanostores/react';
import { useTranslation } from '@ilm/shared/i18n';
import { Trans } from '@ilm/shared/i18n/trans';
import { $currency, $currencyReady } from '@ilm/shared/stores';
import { formatPrice, Price } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import { periodSuffix } from '../pricing';
import type { CheckoutItem } from './checkout-item.api';
import styles from './checkout.module.css';

const USD = { currency: 1, currencyCode: 'USD', currencyTax: 0 };

/** The item, its price in the visitor's currency with the tax split out, and what the card is charged. */
export function OrderSummary({ item }: { item: CheckoutItem }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const currency = useStore($currency);
  const ready = useStore($currencyReady);
  const untaxed = { ...currency, currencyTax: 0 };
  const name = item.type === 'plan' ? t('summary.planName', { name: item.name }) : item.name;
  const showCharge = ready && currency.currencyCode !== 'USD';
  return (
    <section className={styles.summary} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className={styles.panelTitle}>
        {t('summary.heading')}
      </h2>
      <p className={styles.kind}>{t(`summary.kind.${item.type}`)}</p>
      <p className={styles.itemName}>{name}</p>
      {item.tokens > 0 && <p className={styles.itemTokens}>{t('summary.tokens', { count: item.tokens })}</p>}
      {item.details.length > 0 && (
        <ul className={styles.details}>
          {item.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      <dl className={styles.amounts}>
        {ready && currency.currencyTax > 0 && (
          <>
            <div className={styles.amountRow}>
              <dt>{t('summary.subtotal')}</dt>
              <dd>{formatPrice(item.priceUsd, untaxed, i18n.language)}</dd>
            </div>
            <div className={styles.amountRow}>
              <dt>{t('summary.tax', { tax: currency.currencyTax })}</dt>
              <dd>{formatPrice((item.priceUsd * currency.currencyTax) / 100, untaxed, i18n.language)}</dd>
            </div>
          </>
        )}
        <div className={`${styles.amountRow} ${styles.total}`}>
          <dt>{t('summary.total')}</dt>
          <dd>
            <Price amount={item.priceUsd} />
            {item.periodMonths !== undefined && <span className={styles.per}> {periodSuffix(t, item.periodMonths)}</span>}
          </dd>
        </div>
      </dl>
      {showCharge && (
        <p className={styles.note}>
          <Trans
            t={t}
            i18nKey="summary.charged"
            values={{ amount: formatPrice(item.priceUsd, USD, i18n.language), code: currency.currencyCode }}
            components={{ price: <bdi /> }}
          />
        </p>
      )}
    </section>
  );
}
