import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import { $country, $currency, chooseCountry, countryOptions } from '@ilm/shared/stores';
import styles from './currency-indicator.module.css';
import './session-i18n';

/** Runs `task` when the browser has nothing more urgent to do (or soon, where it cannot say). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Whether the picker lists every country yet. Not while the server draws nor while the browser
 * takes over what it drew: naming ~250 countries (Intl.DisplayNames) is the costliest work of the
 * header, the first time the browser's ICU data is read, and Node's and the browser's ICU spell some
 * names differently. The list is drawn once the browser is idle, or at once when the picker is used.
 */
function useFullList(): [boolean, () => void] {
  const [full, setFull] = useState(false);
  useEffect(() => (full ? undefined : whenIdle(() => setFull(true))), [full]);
  return [full, () => setFull(true)];
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
  const [full, showAll] = useFullList();
  const options = useMemo(
    // Until the list is drawn, the country chosen (by its code: its name too is ICU's) stands alone.
    () => (full ? countryOptions(i18n.language) : country ? [{ code: country, name: country }] : []),
    [full, country, i18n.language],
  );
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
      <select
        id={id}
        className={styles.select}
        value={country}
        onChange={(event) => chooseCountry(event.target.value)}
        onFocus={showAll}
        onPointerDown={showAll}
      >
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
