/**
 * The site's languages and the rule that picks one (docs/rules/languages.md), shared by the
 * browser and the shell server. No TypeBox here: browser code imports these values.
 */

/** The languages the site offers, each with its name in itself and its writing direction. */
export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
  { code: 'ur', label: 'اردو', dir: 'rtl' },
] as const;

/** A language code the site offers. */
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** Every language falls back to English. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** The cookie that keeps a visitor's choice (a year), and the query parameter that makes one (`?lang=ur`). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_QUERY = 'lang';

/** The site's language for a BCP 47 tag (`ar-EG` → `ar`), or undefined when the site does not offer it. */
export function supportedLanguage(tag: string | null | undefined): LanguageCode | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language.code === base)?.code;
}

/**
 * Whether a language's own font is in a first visit's first paint (docs/decisions/0007-first-visit-performance.md).
 * Urdu's own letters (ٹ ڈ ڑ ں ہ ھ ے ۔) are missing from many systems' Arabic-script fonts (DejaVu
 * Sans, Linux's usual one): drawn without its font, Urdu shows empty boxes. Arabic reads in any
 * system's Arabic-script font, so its font waits until the browser has fetched it once.
 */
export function fontInFirstPaint(code: LanguageCode): boolean {
  return code === 'ur';
}

/** The languages whose font files a browser fetches once it is idle, for its later visits (Arabic's). */
export const FONTS_FETCHED_AHEAD = ['ar'] as const satisfies readonly LanguageCode[];

/** A language whose font files are fetched ahead: the browser's list of files is keyed by these. */
export type FontFetchedAhead = (typeof FONTS_FETCHED_AHEAD)[number];

/**
 * The languages whose font files this browser has fetched ahead, as its `fonts` cookie keeps them
 * (codes joined with `.`, e.g. `ar`); the browser writes it, the shell server reads it.
 */
export function languagesWithFonts(fontsCookie: string | undefined): LanguageCode[] {
  return (fontsCookie ?? '').split('.').filter((code): code is LanguageCode => (FONTS_FETCHED_AHEAD as readonly string[]).includes(code));
}

/** Whether a page in `code` is painted with its language's own font: Urdu's always, Arabic's once the `fonts` cookie names it. */
export function paintedWithOwnFont(code: LanguageCode, fontsCookie: string | undefined): boolean {
  return fontInFirstPaint(code) || languagesWithFonts(fontsCookie).includes(code);
}

/** `ltr` or `rtl` for a language of the site. */
export function directionOf(code: LanguageCode): 'ltr' | 'rtl' {
  return LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';
}

/** The tags of an `Accept-Language` header, most wanted first (`q=0` left out). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language to show, from what is known in order of precedence (docs/rules/languages.md):
 * `?lang=`, the cookie, the learner's profile, then the browser's languages; English otherwise.
 */
export function chooseLanguage(candidates: Iterable<string | null | undefined>): LanguageCode {
  for (const candidate of candidates) {
    const language = supportedLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
