import { languagesWithFonts as languagesInCookie, paintedWithOwnFont, type FontFetchedAhead } from '@ilm/contract';
import { COOKIE_NAMES, getCookie, setCookie } from '@ilm/shared/cookies';
import { currentLanguage, i18n, type LanguageCode } from '@ilm/shared/i18n';
import { whenIdle } from '@ilm/shared/ui';
import naskhBold from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2';
import naskhRegular from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2';

/**
 * The script fonts of the right-to-left languages, self-hosted (@fontsource): Noto Naskh Arabic for
 * Arabic, Noto Nastaliq Urdu for Urdu (docs/rules/languages.md#fonts), their Arabic-script subsets.
 * Chunk names `font-<language>`: the shell server inlines a language's faces in that language's
 * pages (tooling/build/first-load.cjs).
 */
const FACES: Partial<Record<LanguageCode, () => Promise<unknown>>> = {
  ar: () => import(/* webpackChunkName: "font-ar" */ './fonts/noto-naskh-arabic.css'),
  ur: () => import(/* webpackChunkName: "font-ur" */ './fonts/noto-nastaliq-urdu.css'),
};

/**
 * The files of the faces a first visit is painted without. A first visit in Arabic is painted in the
 * system's Arabic-script font: these files (52 KB each) would hold the first paint on a phone's
 * network (docs/decisions/0007-first-visit-performance.md). Once the page is idle they are fetched
 * into the browser's cache and the `fonts` cookie says so; the faces are used from the next page on:
 * the shell server paints later visits with them, and the reader's next move inside the site takes
 * them up. Never swapped under the reader's eyes. Urdu has none here: its faces are in every first
 * paint (`fontInFirstPaint`, `@ilm/contract`), as many systems' fonts lack Urdu's letters.
 */
// Keyed by the contract's list, which the `fonts` cookie is read by: the two cannot disagree.
const FILES_FETCHED_AHEAD: Record<FontFetchedAhead, string[]> = { ar: [naskhRegular, naskhBold] };

/** `language`'s files fetched ahead, if it has any. */
const filesFetchedAhead = (language: LanguageCode): string[] | undefined => (FILES_FETCHED_AHEAD as Partial<Record<LanguageCode, string[]>>)[language];

/** The languages whose font files this browser has fetched ahead (its `fonts` cookie). */
function languagesWithFonts(): LanguageCode[] {
  return languagesInCookie(getCookie(COOKIE_NAMES.fonts));
}

const applied = new Set<LanguageCode>();
const fetched = new Set<LanguageCode>();

/** Uses `language`'s faces on the page from now on (their stylesheet; `font-display: optional`). */
function applyFaces(language: LanguageCode): void {
  const faces = FACES[language];
  if (!faces || applied.has(language)) return;
  applied.add(language);
  // A font that fails to load leaves the system's Arabic-script font: the page stays readable.
  faces().catch(() => applied.delete(language));
}

/** Fetches `language`'s font files into the cache, behind the page's own requests, then remembers it in the cookie. */
async function fetchFiles(language: LanguageCode): Promise<void> {
  const files = filesFetchedAhead(language);
  if (!files || fetched.has(language) || languagesWithFonts().includes(language)) return;
  fetched.add(language);
  try {
    await Promise.all(
      files.map((url) => fetch(url, { priority: 'low' } as RequestInit).then((response) => (response.ok ? response.blob() : Promise.reject(new Error(url))))),
    );
    setCookie(COOKIE_NAMES.fonts, [...new Set([...languagesWithFonts(), language])].sort().join('.'));
  } catch {
    // Not cached: the next visit is painted in the system's font again, and fetches them again.
    fetched.delete(language);
  }
}

/** Runs `work` once the page has loaded and the browser is idle. */
function afterLoadWhenIdle(work: () => void): void {
  const idle = () => void whenIdle(work, 5000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Starts the fonts of the language on screen: its faces at once when the server painted with them
 * (Urdu, or the cookie says the browser has them), else its files fetched when the page is idle. A language
 * chosen later has its faces at once: the whole page is drawn anew in it anyway.
 */
export function startLanguageFonts(): void {
  const language = currentLanguage();
  if (paintedWithOwnFont(language, getCookie(COOKIE_NAMES.fonts))) applyFaces(language);
  else if (filesFetchedAhead(language)) afterLoadWhenIdle(() => void fetchFiles(language));
  i18n.on('languageChanged', () => applyFaces(currentLanguage()));
}

/** The reader moved to another page of the site: the current language's faces are used from this page on. */
export function facesForNextPage(): void {
  applyFaces(currentLanguage());
}
