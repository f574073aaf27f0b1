import { useId } from 'react';
import { i18n, LANGUAGES, useTranslation } from '@ilm/shared/i18n';
import styles from './language-switcher.module.css';

/** The header's language slot: a labelled list of the languages the site offers. */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const id = useId();
  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className={styles.label}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
