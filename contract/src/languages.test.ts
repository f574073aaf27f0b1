import { acceptedLanguages, chooseLanguage, directionOf, languagesWithFonts, paintedWithOwnFont, supportedLanguage } from './languages-vocabulary';

describe('choosing the language', () => {
  it('takes the first candidate the site offers, region tags reduced to their language', () => {
    expect(chooseLanguage([null, 'fr', 'ar-EG', 'ur'])).toBe('ar');
    expect(chooseLanguage(['UR-pk'])).toBe('ur');
  });

  it('falls back to English when nothing offered is known', () => {
    expect(chooseLanguage([undefined, 'de', ''])).toBe('en');
  });

  it('reads Accept-Language by quality, leaving out q=0', () => {
    expect(acceptedLanguages('de-DE,de;q=0.9,ur;q=0.95,ar;q=0')).toEqual(['de-DE', 'ur', 'de']);
    expect(chooseLanguage(acceptedLanguages('fr;q=1, ar;q=0.5, en;q=0.4'))).toBe('ar');
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('writes Arabic and Urdu right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ur')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(supportedLanguage('xx')).toBeUndefined();
  });
});

describe('the fonts a page is painted with', () => {
  it('reads from the fonts cookie only the languages whose files are fetched ahead (Urdu has none: its faces are in every first paint)', () => {
    expect(languagesWithFonts('ar.ur')).toEqual(['ar']);
    expect(languagesWithFonts('en.xx')).toEqual([]);
    expect(languagesWithFonts(undefined)).toEqual([]);
  });

  it('paints Urdu with its own font always, Arabic only once the cookie names it, English never', () => {
    expect(paintedWithOwnFont('ur', undefined)).toBe(true);
    expect(paintedWithOwnFont('ar', undefined)).toBe(false);
    expect(paintedWithOwnFont('ar', 'ar')).toBe(true);
    expect(paintedWithOwnFont('en', 'ar')).toBe(false);
  });
});
