import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonEn } from './locales/common.en';

/** Languages the site offers. `dir` drives `<html dir>` so right-to-left languages just work. */
export const LANGUAGES = [{ code: 'en', label: 'English', dir: 'ltr' }] as const;

/** A language code the site offers. */
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The one i18next instance on the page; every app adds its namespace to it. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: LANGUAGES.map((language) => language.code),
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: commonEn } } satisfies Resource,
  interpolation: { escapeValue: false }, // React escapes already.
  initAsync: false,
  returnNull: false,
});

/** Adds (or completes) an app's namespace, e.g. `addTranslations('checkout', 'en', checkoutEn)`. */
export function addTranslations(namespace: string, language: string, resources: object): void {
  i18n.addResourceBundle(language, namespace, resources, true, true);
}

/** Keeps `<html lang dir>` in step with the language. */
export function syncDocumentLanguage(root: HTMLElement = document.documentElement): () => void {
  const apply = (language: string) => {
    root.lang = language;
    root.dir = i18n.dir(language);
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
