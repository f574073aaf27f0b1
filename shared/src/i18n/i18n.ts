import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { chooseLanguage, DEFAULT_LANGUAGE, directionOf, LANGUAGE_QUERY, LANGUAGES, supportedLanguage, type LanguageCode } from '@ilm/contract';
import { COOKIE_NAMES, getCookie, setCookie } from '@ilm/shared/cookies';
import { commonEn } from './locales/common.en';

export { LANGUAGES, type LanguageCode };

/** A module of strings as its lazy `import()` answers it: one exported object. */
type StringsModule = Record<string, unknown>;

/** How a namespace's other languages are loaded: `{ ar: () => import('./x.ar'), ur: () => import('./x.ur') }`. */
export type LazyStrings = Partial<Record<LanguageCode, () => Promise<StringsModule>>>;

const lazyStrings = new Map<string, LazyStrings>();

function stringsOf(module: StringsModule): object {
  return (Object.values(module).find((value) => value !== null && typeof value === 'object') as object | undefined) ?? {};
}

/** The one i18next instance on the page; every app adds its namespace to it. */
export const i18n = i18next.createInstance();

/**
 * The language this page starts in (docs/rules/languages.md): `?lang=`, the cookie, then the
 * browser's languages. The learner's profile, once known, can change it (see {@link setLanguage}).
 */
export function initialLanguage(): LanguageCode {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const fromQuery = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY);
  return chooseLanguage([fromQuery, getCookie(COOKIE_NAMES.language), ...(navigator.languages ?? [navigator.language])]);
}

void i18n
  .use(initReactI18next)
  // English is bundled with each app (it is every language's fallback); Arabic and Urdu are
  // fetched only when shown, each remote's strings in their own chunk.
  .use(
    resourcesToBackend(async (language: string, namespace: string) => {
      if (language === DEFAULT_LANGUAGE) return i18n.getResourceBundle(DEFAULT_LANGUAGE, namespace) ?? {};
      const load = lazyStrings.get(namespace)?.[language as LanguageCode];
      return load ? stringsOf(await load()) : {};
    }),
  )
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((language) => language.code),
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: { en: { common: commonEn } },
    interpolation: { escapeValue: false }, // React escapes already.
    initAsync: false,
    returnNull: false,
    // No `bindI18nStore`: a component whose namespace is still loading suspends until it arrives,
    // so a namespace added later (a remote's page) has nothing to redraw. With 'added', each one
    // re-rendered every translated component on the page at once (ADR 0007).
  });

/**
 * Adds an app's namespace: its English strings at once, its other languages lazily, e.g.
 * `registerTranslations('checkout', checkoutEn, { ar: () => import('./checkout.ar'), ur: () => import('./checkout.ur') })`.
 */
export function registerTranslations(namespace: string, english: object, others: LazyStrings = {}): void {
  lazyStrings.set(namespace, others);
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, english, true, true);
  if (i18n.language !== DEFAULT_LANGUAGE) void i18n.loadNamespaces(namespace);
}

// The shared UI kit's own strings, like every app's.
registerTranslations('common', commonEn, { ar: () => import('./locales/common.ar'), ur: () => import('./locales/common.ur') });

/** Loads every registered namespace in the current language (a server render draws the page at once, with no Suspense). */
export async function loadEveryNamespace(): Promise<void> {
  await i18n.loadNamespaces(['common', ...lazyStrings.keys()]);
}

/** Adds (or completes) a namespace's strings in one language, already loaded. */
export function addTranslations(namespace: string, language: string, resources: object): void {
  i18n.addResourceBundle(language, namespace, resources, true, true);
}

/**
 * Shows the site in `language`: its strings are loaded first (no flash of another language),
 * then every page re-renders; a choice (`remember`, the default) is kept in the `lang` cookie
 * for a year.
 */
export async function setLanguage(language: string, { remember = true }: { remember?: boolean } = {}): Promise<LanguageCode> {
  const code = supportedLanguage(language) ?? DEFAULT_LANGUAGE;
  // changeLanguage loads the language's strings before it announces the change (not
  // loadLanguages: that would keep loading the language for every namespace ever after).
  await i18n.changeLanguage(code);
  if (remember) {
    if (typeof document !== 'undefined') setCookie(COOKIE_NAMES.language, code);
    for (const listener of choiceListeners) listener(code);
  }
  return code;
}

type ChoiceListener = (language: LanguageCode) => void;
const choiceListeners = new Set<ChoiceListener>();

/**
 * Calls `listener` each time a language is chosen (the language control, `?lang=`): what the
 * session keeps in the learner's profile. Returns a function that stops listening.
 */
export function onLanguageChosen(listener: ChoiceListener): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** The language this browser chose (`?lang=`, else the `lang` cookie), or undefined when it chose none. */
export function chosenLanguage(): LanguageCode | undefined {
  if (typeof window === 'undefined') return undefined;
  return supportedLanguage(new URLSearchParams(window.location.search).get(LANGUAGE_QUERY)) ?? supportedLanguage(getCookie(COOKIE_NAMES.language));
}

/** Whether the page's URL names a language (`?lang=ur`): a choice to keep, like the switcher's. */
export function languageInUrl(): boolean {
  return typeof window !== 'undefined' && supportedLanguage(new URLSearchParams(window.location.search).get(LANGUAGE_QUERY)) !== undefined;
}

/** The active language of the site. */
export function currentLanguage(): LanguageCode {
  return supportedLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

/** Keeps `<html lang dir>` in step with the language, so right-to-left languages just work. */
export function syncDocumentLanguage(root: HTMLElement = document.documentElement): () => void {
  const apply = () => {
    const language = currentLanguage();
    const direction = directionOf(language);
    // Written only when they change: the server drew them already, and writing the same value still
    // has the browser match every `:lang()` rule below the root again, a style pass over the page
    // as it starts (docs/decisions/0007-first-visit-performance.md, lever 23).
    if (root.lang !== language) root.lang = language;
    if (root.dir !== direction) root.dir = direction;
  };
  apply();
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
