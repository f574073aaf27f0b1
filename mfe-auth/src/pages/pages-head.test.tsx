import { act, screen } from '@testing-library/react';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import { authAr } from '../i18n/auth.ar';
import { authEn } from '../i18n/auth.en';
import { authUr } from '../i18n/auth.ur';
import { remotePages } from '../routes';
import { setupTestApi } from '../testing/test-api';

setupTestApi();
beforeEach(() => {
  document.head.innerHTML = '';
});

const STRINGS = { en: authEn, ar: authAr, ur: authUr };
type Described = 'signIn' | 'signUp' | 'forgetPassword' | 'resetPassword' | 'sso' | 'confirmEmail';

// [page name, route, the strings' group that describes it]
const pages: [string, string, Described][] = [
  ['sign-in', '/auth/signin', 'signIn'],
  ['sign-up', '/auth/signup', 'signUp'],
  ['forget-password', '/auth/forget-password', 'forgetPassword'],
  ['old-forget-password', '/auth/old-forget-password', 'forgetPassword'],
  ['reset-password', '/auth/reset-password?token=abc', 'resetPassword'],
  ['sso', '/auth/sso', 'sso'],
  ['confirm-email', '/auth/confirm-email', 'confirmEmail'],
];

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('the head of the auth pages', () => {
  it('describes every declared page', () => {
    expect(pages.map(([name]) => name)).toEqual(remotePages.pages.map((page) => page.name));
  });

  it.each(pages.flatMap(([name, route, group]) => (['en', 'ar', 'ur'] as const).map((language) => [name, language, route, group] as const)))(
    '%s has its meta description in %s',
    async (name, language, route, group) => {
      const { default: Page }: RemotePageModule = await remotePages.pages.find((page) => page.name === name)!.page();
      await act(() => setLanguage(language, { remember: false }));
      try {
        renderWithShell(<Page params={{}} />, { route });
        await screen.findAllByRole('heading', { level: 1 });
        const expected = STRINGS[language][group].description;
        expect(description()).toBe(expected);
        expect(expected.length).toBeLessThanOrEqual(160);
        // A sign-in page has no structured data of its own.
        expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
        if (name === 'sign-up') await screen.findByRole('combobox', { name: /Country|البلد|ملک/ });
      } finally {
        await act(() => setLanguage('en', { remember: false }));
      }
    },
  );
});
