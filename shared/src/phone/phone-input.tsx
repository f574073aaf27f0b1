import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { afterPointerRelease, useElementId } from '@ilm/shared/ui';
import { useTranslation } from '@ilm/shared/i18n';
import PhoneNumberInput, { getCountries, isSupportedCountry, type Country, type Value } from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { $runtimeConfig } from '@ilm/shared/config';
import { CountrySelect } from './country-select';
import { lookupCountry } from './lookup-country';
import styles from './phone-input.module.css';
import { validatePhone, type PhoneErrorKind } from './validate-phone';

/** The telephone input's limits and settings (docs/rules/accounts.md#telephone). */
export const PHONE_INPUT_SETTINGS = { name: 'telephone', type: 'tel', maxLength: 25 } as const;

/** Props of {@link PhoneInput}. */
export interface PhoneInputProps {
  /** The number in E.164 (`+923001234567`), or undefined when empty. */
  value?: string;
  onChange(value: string | undefined): void;
  /** Reports the validation result after each check (null when valid). */
  onValidityChange?(error: PhoneErrorKind | null): void;
  /** The visible label (default: 'Phone number'). */
  label?: string;
  /** Optional custom pattern (HTML `pattern` syntax) the typed number must match. */
  pattern?: string;
  required?: boolean;
  disabled?: boolean;
  /** A country to start with; when set, the IP-to-country lookup is skipped. */
  defaultCountry?: Country;
  /**
   * The country the visitor gave elsewhere on the page (a form's own country field): a number typed
   * before the lookup answers, or after it failed, is read in it instead of as an international one.
   */
  likelyCountry?: string;
  /** A message from outside (the server) shown under the field. */
  error?: string;
  id?: string;
}

function useCountryLabels(language: string, international: string, countryLabel: string, phoneLabel: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    const labels: Record<string, string> = { ZZ: international, country: countryLabel, phone: phoneLabel };
    for (const code of getCountries()) labels[code] = names.of(code) ?? code;
    return labels;
  }, [language, international, countryLabel, phoneLabel]);
}

/** `code` when the phone input knows it as a country, else undefined. */
function supported(code: string | undefined): Country | undefined {
  return code && isSupportedCountry(code) ? code : undefined;
}

/** The visitor's country from `lookupUrl`, unless the page already knows it (`defaultCountry`). */
function useLookedUpCountry(defaultCountry: Country | undefined, lookupUrl: string) {
  const [lookedUp, setLookedUp] = useState<Country | undefined>();
  const [lookupFailed, setLookupFailed] = useState(false);
  useEffect(() => {
    if (defaultCountry) return;
    let live = true;
    lookupCountry(lookupUrl).then(
      (found) => live && setLookedUp(found),
      () => live && setLookupFailed(true),
    );
    return () => {
      live = false;
    };
  }, [defaultCountry, lookupUrl]);
  return { lookedUp, lookupFailed };
}

/**
 * The site's telephone field (react-phone-number-input, flags bundled): type tel, name
 * 'telephone', max length 25, auto-format, an optional pattern, the default country looked up from
 * `COUNTRY_LOOKUP_URL`, and translated messages for every validation error.
 */
export function PhoneInput({
  value,
  onChange,
  onValidityChange,
  label,
  pattern,
  required,
  disabled,
  defaultCountry,
  likelyCountry,
  error,
  id,
}: PhoneInputProps) {
  const { t, i18n } = useTranslation('common');
  const { COUNTRY_LOOKUP_URL } = useStore($runtimeConfig);
  const fallbackId = useElementId();
  const inputId = id ?? fallbackId;
  const messageId = `${inputId}-message`;
  const { lookedUp, lookupFailed } = useLookedUpCountry(defaultCountry, COUNTRY_LOOKUP_URL);
  const [country, setCountry] = useState<Country | undefined>(defaultCountry);
  const [touched, setTouched] = useState(false);
  const [text, setText] = useState('');
  const labels = useCountryLabels(i18n.language, t('phone.international'), t('phone.country'), label ?? t('phone.label'));

  const problem = touched ? validatePhone(value ?? (text.trim() || undefined), { country, pattern, text, required }) : null;
  useEffect(() => {
    if (touched) onValidityChange?.(problem);
  }, [touched, problem, onValidityChange]);

  const message = error ?? (problem ? t(`phone.errors.${problem}`) : undefined);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label ?? t('phone.label')}
      </label>
      <PhoneNumberInput
        id={inputId}
        className={`${styles.control} ${message ? styles.invalid : ''}`}
        name={PHONE_INPUT_SETTINGS.name}
        type={PHONE_INPUT_SETTINGS.type}
        maxLength={PHONE_INPUT_SETTINGS.maxLength}
        pattern={pattern}
        required={required}
        disabled={disabled}
        placeholder={t('phone.placeholder')}
        autoComplete="tel"
        // A phone number reads left to right in any language (docs/rules/languages.md#right-to-left).
        dir="ltr"
        flags={flags}
        labels={labels}
        defaultCountry={defaultCountry ?? lookedUp ?? supported(likelyCountry)}
        countrySelectComponent={CountrySelect}
        value={value as Value | undefined}
        onChange={(next?: Value) => onChange(next)}
        onCountryChange={setCountry}
        onInput={(event: FormEvent<HTMLInputElement>) => setText(event.currentTarget.value)}
        // Its message shows once a click that left the field has landed (after-pointer-release.ts).
        onBlur={() => afterPointerRelease(() => setTouched(true))}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      />
      {message && (
        <p id={messageId} className={styles.error} role="alert">
          {message}
        </p>
      )}
      {lookupFailed && (
        <p className={styles.hint} role="status">
          {t('phone.lookupFailed')}
        </p>
      )}
    </div>
  );
}
