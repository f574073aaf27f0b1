import { useStore } from '@nanostores/react';
import { useId, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import { $country, $currency, chooseCountry, countryOptions } from '@ilm/shared/stores';
import styles from './currency-indicator.module.css';
import './session-i18n';

const noSubscription = () => () => undefined;

/**
 * False while the server draws and while the browser hydrates what it drew, true after: Node's and
 * the browser's ICU spell some of the ~250 country names differently, so the full list is drawn only
 * once the browser owns the header (until then the picker is disabled and shows its current choice).
 */
function useDrawnInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

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
  const inBrowser = useDrawnInBrowser();
  const allOptions = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const options = inBrowser ? allOptions : allOptions.filter((option) => option.code === country);
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
