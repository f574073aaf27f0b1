import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Outlet, useRoutes, type RouteObject } from '@ilm/shared/router';
import { clearCookie, clearTokenCookies } from '@ilm/shared/cookies';
import { I18nextProvider, i18n } from '@ilm/shared/i18n';
import { $country, $currency, $currencyReady, $sessionCheck, DEFAULT_CURRENCY, logout, setUser } from '@ilm/shared/stores';
import type { User } from '@ilm/shared/types';
import { SessionSync } from './session-sync';
import { testRouter } from '../testing/test-router';

/** A learner for tests. */
export const TEST_USER: User = {
  id: 'u1',
  email: 'amina@example.com',
  first_name: 'Amina',
  last_name: 'Khan',
  telephone: null,
  country: 'PK',
  created_at: '2024-01-01T00:00:00.000Z',
};

/** Signs a test in without any call (for tests of pages behind the dashboard guard). */
export function signInForTest(user: User = TEST_USER): void {
  setUser(user);
  $sessionCheck.set('settled');
}

/** Puts session, country and currency back to a first visit: no cookies, nothing resolved. */
export function resetSessionForTest(): void {
  logout();
  clearTokenCookies();
  clearCookie('countryIsoCode');
  clearCookie('countryFixed');
  $sessionCheck.set('idle');
  $country.set('');
  $currency.set(DEFAULT_CURRENCY);
  $currencyReady.set(false);
}

/** Renders `routes` under a root that mounts {@link SessionSync}, the way the shell's RootFrame does. */
export function renderWithSession(routes: RouteObject[], url: string, extra?: ReactNode) {
  const { router, RouterProbe } = testRouter();
  const frame: RouteObject[] = [
    {
      element: (
        <>
          <SessionSync />
          {extra}
          <Outlet />
        </>
      ),
      children: routes,
    },
  ];
  function Routes() {
    return useRoutes(frame);
  }
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <RouterProbe />
        <Routes />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, router };
}
