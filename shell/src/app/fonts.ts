import { currentLanguage, i18n, type LanguageCode } from '@ilm/shared/i18n';

/**
 * The script fonts of the right-to-left languages, self-hosted (@fontsource) and fetched only
 * when that language is shown: Noto Naskh Arabic for Arabic, Noto Nastaliq Urdu for Urdu
 * (docs/rules/languages.md#fonts). The Arabic-script subsets only: Latin text keeps the body font.
 */
const FONTS: Partial<Record<LanguageCode, () => Promise<unknown>>> = {
  // Chunk names `font-<language>`: the shell server links a language's fonts in that language's pages (tooling/build/first-load.cjs).
  ar: () => import(/* webpackChunkName: "font-ar" */ './fonts/noto-naskh-arabic.css'),
  ur: () => import(/* webpackChunkName: "font-ur" */ './fonts/noto-nastaliq-urdu.css'),
};

const loaded = new Set<LanguageCode>();

function loadFontsFor(language: LanguageCode): void {
  const load = FONTS[language];
  if (!load || loaded.has(language)) return;
  loaded.add(language);
  // A font that fails to load leaves the system's Arabic-script font: the page stays readable.
  load().catch(() => loaded.delete(language));
}

/** Loads the fonts of the language on screen now and of every language chosen later. */
export function startLanguageFonts(): void {
  loadFontsFor(currentLanguage());
  i18n.on('languageChanged', () => loadFontsFor(currentLanguage()));
}
