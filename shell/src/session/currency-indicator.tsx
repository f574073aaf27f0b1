import { useStore } from '@nanostores/react';
import { useId, useMemo } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import { $country, $currency, chooseCountry, countryOptions } from '@ilm/shared/stores';
import styles from './currency-indicator.module.css';
import './session-i18n';

/**
 * The header's currency indicator: the currency prices are shown in, and a country picker. A
 * country picked here is marked countryFixed, so detection never overrides it, and the currency
 * follows at once.
 */
export function CurrencyIndicator() {
  const { t, i18n } = useTranslation('session');
  const id = useId();
  const country = useStore($country);
  const { currencyCode } = useStore($currency);
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <div className={styles.indicator}>
      <span className={styles.code} aria-hidden="true">
        {currencyCode}
      </span>
      <span className={styles.visuallyHidden} aria-live="polite">
        {t('currency.label', { code: currencyCode })}
      </span>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t('country.label')}
      </label>
      <select id={id} className={styles.select} value={country} onChange={(event) => chooseCountry(event.target.value)}>
        {!country && (
          <option value="" disabled>
            {t('country.choose')}
          </option>
        )}
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
