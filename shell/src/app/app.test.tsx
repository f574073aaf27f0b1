import { render, screen } from '@testing-library/react';
import { setCookie } from '@ilm/shared/cookies';
import { queryClient, useQueryClient } from '@ilm/shared/query';
import { setSitePages } from '@ilm/shared/routes';
import '../i18n';
import { resetSessionForTest } from '../session/session-test-utils';
import { FIXTURE_PAGES } from '../testing/fixture-pages';
import { App } from './app';

function PageThatLoadsData() {
  const client = useQueryClient();
  return <p data-testid="remote-page">{client === queryClient ? 'the page’s QueryClient' : 'another QueryClient'}</p>;
}

describe('App', () => {
  it('gives every remote page the page’s one QueryClient (@ilm/shared/query)', async () => {
    resetSessionForTest();
    setCookie('countryIsoCode', 'PK');
    setSitePages(FIXTURE_PAGES);
    window.history.pushState({}, '', '/about');
    const loader = {
      load: async () => ({ default: PageThatLoadsData }),
      loadPanel: () => Promise.reject(new Error('no panel in this test')),
      reset: () => undefined,
    };
    render(<App runtime={{ loader, reloadPage: jest.fn() }} />);
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('the page’s QueryClient');
  });
});
