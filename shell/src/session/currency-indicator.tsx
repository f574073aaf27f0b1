import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { useElementId, visuallyHiddenClass } from '@ilm/shared/ui';
import { useTranslation } from '@ilm/shared/i18n';
import { $country, $currency, chooseCountry, countryName, countryOptions } from '@ilm/shared/stores';
import styles from './currency-indicator.module.css';
import './session-i18n';

/**
 * Whether the picker lists every country yet: from the moment the visitor reaches for it (focus,
 * pointer), not before. Naming and sorting ~250 countries (Intl.DisplayNames, Intl.Collator) is the
 * costliest work of the header; and Node's and the browser's ICU spell some names differently, so the
 * server and the hydrating browser draw only the choice made (none, until the country is known).
 */
function useFullList(): [boolean, () => void] {
  const [full, setFull] = useState(false);
  return [full, () => setFull(true)];
}

/**
 * The header's currency indicator: the currency prices are shown in, and a country picker. A
 * country picked here is marked countryFixed, so detection never overrides it, and the currency
 * follows at once.
 */
export function CurrencyIndicator() {
  const { t, i18n } = useTranslation('session');
  const id = useElementId();
  const country = useStore($country);
  const { currencyCode } = useStore($currency);
  const [full, showAll] = useFullList();
  const options = useMemo(
    // Until the list is drawn, the country chosen stands alone.
    () => (full ? countryOptions(i18n.language) : country ? [{ code: country, name: countryName(country, i18n.language) }] : []),
    [full, country, i18n.language],
  );
  return (
    <div className={styles.indicator}>
      <span className={styles.code} aria-hidden="true">
        {currencyCode}
      </span>
      <span className={visuallyHiddenClass} aria-live="polite">
        {t('currency.label', { code: currencyCode })}
      </span>
      <label htmlFor={id} className={visuallyHiddenClass}>
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
          // Selected by name: a select's value cannot pick a disabled option that no drawing has selected yet.
          <option value="" disabled selected>
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
