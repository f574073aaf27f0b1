import { i18n, syncDocumentLanguage } from './i18n';

describe('the one i18next instance', () => {
  const offered = i18n.options.supportedLngs;
  afterEach(async () => {
    i18n.options.supportedLngs = offered;
    await i18n.changeLanguage('en');
  });

  it('keeps <html lang dir> in step with the language, right-to-left included', async () => {
    const root = document.createElement('html');
    const stop = syncDocumentLanguage(root);
    expect(root).toHaveAttribute('lang', 'en');
    expect(root).toHaveAttribute('dir', 'ltr');
    // A right-to-left language as the site will offer one (only English is complete today).
    i18n.options.supportedLngs = [...(offered || []), 'ar'];
    await i18n.changeLanguage('ar');
    expect(root).toHaveAttribute('lang', 'ar');
    expect(root).toHaveAttribute('dir', 'rtl');
    stop();
    await i18n.changeLanguage('en');
    expect(root).toHaveAttribute('lang', 'ar');
  });

  it('has English complete: every app namespace added to it answers in English', () => {
    expect(i18n.t('common:error.notFound')).toBe('Page Not Found');
    expect(i18n.t('common:error.internal')).toBe('Internal Server Error');
  });
});
