export { i18n, addTranslations, syncDocumentLanguage, LANGUAGES } from './i18n';
export { localizedText } from './localized-text';
export type { LanguageCode } from './i18n';
export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
