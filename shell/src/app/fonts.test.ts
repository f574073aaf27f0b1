import { waitFor } from '@testing-library/react';

/**
 * Font stylesheets the page loaded: in Jest every stylesheet is one stub module (tooling/build/jest-preset.cjs),
 * loaded once per fresh page, so this counts the faces a page applied.
 */
const applied: string[] = [];
jest.mock('./fonts/noto-naskh-arabic.css', () => {
  applied.push('faces');
  return {};
});

const fetchMock = jest.fn(async () => new Response(new Blob(['woff2'])));

beforeEach(() => {
  // Each test is a fresh page: its stylesheets are loaded anew.
  jest.resetModules();
  applied.length = 0;
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  document.cookie = 'fonts=; max-age=0; path=/';
});

/** A fresh page: the fonts module and the language it reads, started in `language`. */
async function pageIn(language: 'en' | 'ar' | 'ur') {
  let fonts!: typeof import('./fonts');
  await jest.isolateModulesAsync(async () => {
    const { setLanguage } = await import('@ilm/shared/i18n');
    await setLanguage(language, { remember: false });
    fonts = await import('./fonts');
  });
  fonts.startLanguageFonts();
  return fonts;
}

describe('the right-to-left fonts (docs/decisions/0007-first-visit-performance.md)', () => {
  it('a first visit in Arabic keeps the system font, fetches the font files once idle and remembers them in the fonts cookie', async () => {
    await pageIn('ar');
    await waitFor(() => expect(document.cookie).toContain('fonts=ar'), { timeout: 3000 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(applied).toEqual([]);
  });

  it("Urdu's faces are used from the first visit on (many systems' fonts lack its letters), with nothing fetched apart", async () => {
    await pageIn('ur');
    await waitFor(() => expect(applied).toEqual(['faces']));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the next page in the site is drawn in the fetched faces', async () => {
    const fonts = await pageIn('ar');
    await waitFor(() => expect(document.cookie).toContain('fonts=ar'), { timeout: 3000 });
    fonts.facesForNextPage();
    await waitFor(() => expect(applied).toEqual(['faces']));
  });

  it('a visit with the cookie uses the faces at once and fetches nothing', async () => {
    document.cookie = 'fonts=ar.ur; path=/';
    await pageIn('ar');
    await waitFor(() => expect(applied).toEqual(['faces']));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('files that could not be fetched are not remembered', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 503 }));
    await pageIn('ar');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.cookie).not.toContain('fonts=');
  });

  it('English fetches no fonts', async () => {
    await pageIn('en');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('fonts=');
  });
});
