import { useElementId } from '../element-id';
import { currentLanguage, LANGUAGES, setLanguage, useTranslation } from '@ilm/shared/i18n';
import styles from './language-switcher.module.css';

/**
 * The language control of every layout (and of pages drawn without one): a labelled list of the
 * site's languages, each named in itself. Choosing one loads its strings, re-renders the page in
 * it, mirrors it for right-to-left languages and keeps the choice (docs/rules/languages.md).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const id = useElementId();
  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className={styles.label}>
        {t('language.label')}
      </label>
      <select id={id} className={styles.select} value={currentLanguage()} onChange={(event) => void setLanguage(event.target.value)}>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
