export {
  addTranslations,
  chosenLanguage,
  currentLanguage,
  i18n,
  initialLanguage,
  languageInUrl,
  loadEveryNamespace,
  LANGUAGES,
  onLanguageChosen,
  registerTranslations,
  setLanguage,
  syncDocumentLanguage,
} from './i18n';
export type { LanguageCode, LazyStrings } from './i18n';
export { localizedText } from './localized-text';
export { SentenceWith, type SentenceWithProps } from './sentence-with';
export { acceptDrawnWords, drawnWords, drawWithWords } from './drawn-words';
export { formatClock, useFormat } from './use-format';
export { useTranslation, I18nextProvider } from 'react-i18next';
