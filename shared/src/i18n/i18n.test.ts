import { waitFor } from '@testing-library/react';
import { clearCookie, getCookie } from '@ilm/shared/cookies';
import { formatPrice } from '../ui/price/format-price';
import { currentLanguage, i18n, registerTranslations, setLanguage, syncDocumentLanguage } from './i18n';

const tokensEn = { tokens_one: '{{count}} token', tokens_other: '{{count}} tokens' };
const tokensAr = {
  tokens_zero: 'لا رموز',
  tokens_one: 'رمز واحد',
  tokens_two: 'رمزان',
  tokens_few: '{{count}} رموز',
  tokens_many: '{{count}} رمزًا',
  tokens_other: '{{count}} رمز',
};
const tokensUr = { tokens_one: '{{count}} ٹوکن', tokens_other: '{{count}} ٹوکن' };
registerTranslations('i18n-test', tokensEn, { ar: async () => ({ tokensAr }), ur: async () => ({ tokensUr }) });

afterEach(async () => {
  await setLanguage('en');
  clearCookie('lang');
});

describe('the one i18next instance', () => {
  it('keeps <html lang dir> in step with the language, right to left and back, without a reload', async () => {
    const root = document.createElement('html');
    const stop = syncDocumentLanguage(root);
    expect(root).toHaveAttribute('lang', 'en');
    expect(root).toHaveAttribute('dir', 'ltr');
    await setLanguage('ar');
    expect(root).toHaveAttribute('lang', 'ar');
    expect(root).toHaveAttribute('dir', 'rtl');
    await setLanguage('ur');
    expect(root).toHaveAttribute('dir', 'rtl');
    await setLanguage('en');
    expect(root).toHaveAttribute('dir', 'ltr');
    stop();
    await setLanguage('ar');
    expect(root).toHaveAttribute('lang', 'en');
  });

  it('leaves <html lang dir> as the server drew them when they already say the language: no style pass over the page', () => {
    const root = document.createElement('html');
    root.lang = 'en';
    root.dir = 'ltr';
    const observer = new MutationObserver(() => undefined);
    observer.observe(root, { attributes: true });
    const stop = syncDocumentLanguage(root);
    expect(observer.takeRecords()).toEqual([]);
    stop();
  });

  it.each([
    [0, 'لا رموز'],
    [1, 'رمز واحد'],
    [2, 'رمزان'],
    [3, '3 رموز'],
    [11, '11 رمزًا'],
    [100, '100 رمز'],
  ])('Arabic takes its plural form for %i: %s', async (count, text) => {
    await setLanguage('ar');
    expect(i18n.t('i18n-test:tokens', { count })).toBe(text);
  });

  it('Urdu has two plural forms, English two', async () => {
    await setLanguage('ur');
    expect(i18n.t('i18n-test:tokens', { count: 1 })).toBe('1 ٹوکن');
    expect(i18n.t('i18n-test:tokens', { count: 5 })).toBe('5 ٹوکن');
    await setLanguage('en');
    expect(i18n.t('i18n-test:tokens', { count: 1 })).toBe('1 token');
    expect(i18n.t('i18n-test:tokens', { count: 0 })).toBe('0 tokens');
  });

  it("loads a namespace's Arabic only when Arabic is shown, once", async () => {
    const arabic = jest.fn(async () => ({ strings: { hello: 'مرحبا' } }));
    registerTranslations('i18n-test-lazy', { hello: 'Hello' }, { ar: arabic });
    await setLanguage('ur');
    expect(arabic).not.toHaveBeenCalled();
    await setLanguage('ar');
    expect(i18n.t('i18n-test-lazy:hello')).toBe('مرحبا');
    await setLanguage('en');
    await setLanguage('ar');
    expect(arabic).toHaveBeenCalledTimes(1);
  });

  it('the strings of a namespace registered while Arabic is shown arrive without a reload', async () => {
    await setLanguage('ar');
    registerTranslations('i18n-test-late', { hi: 'Hi' }, { ar: async () => ({ strings: { hi: 'أهلًا' } }) });
    await waitFor(() => expect(i18n.t('i18n-test-late:hi')).toBe('أهلًا'));
  });

  it('keeps a choice in the lang cookie, unless told not to', async () => {
    await setLanguage('ur', { remember: false });
    expect(getCookie('lang')).toBeUndefined();
    await setLanguage('ur');
    expect(getCookie('lang')).toBe('ur');
    expect(currentLanguage()).toBe('ur');
  });

  it('answers a language it does not offer in English', async () => {
    await expect(setLanguage('fr')).resolves.toBe('en');
  });

  it('has English complete: the shared namespace answers in English', () => {
    expect(i18n.t('common:error.notFound')).toBe('Page Not Found');
    expect(i18n.t('common:error.internal')).toBe('Internal Server Error');
  });
});

describe('prices through Intl in the active locale', () => {
  const usd = { currency: 1, currencyCode: 'USD', currencyTax: 0 };
  /** The text with Arabic-Indic digits and separators written in Latin ones, direction marks and odd spaces dropped. */
  const plain = (text: string) =>
    text
      .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
      .replace(/\u066c/g, ',')
      .replace(/\u066b/g, '.')
      .replace(/[\u200e\u200f\u061c]/g, '')
      .replace(/\s+/g, ' ')
      .trim();

  it.each([
    ['en', '$1,299.50'],
    ['ar', '1,299.50 US$'],
    ['ur', '$1,299.50'],
  ])('%s writes 1299.5 USD as %s (in its own digits)', (locale, text) => {
    expect(plain(formatPrice(1299.5, usd, locale))).toBe(text);
  });
});
