import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from '@ilm/shared/i18n';
import { MemoryRouter, Route, Routes } from '@ilm/shared/router';
import { i18n } from '@ilm/shared/i18n';
import { createQueryClient, QueryProvider } from '@ilm/shared/query';

/** Options of {@link renderWithShell}. */
export interface ShellRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the page is rendered at (default `/`). */
  route?: string;
  /** Route pattern the element is mounted on, so params resolve (default `*`). */
  path?: string;
}

/**
 * Renders a page the way the shell does: inside a router at `route`, with the site's one
 * i18next instance and a QueryClient of its own (the site's defaults: no retry), so no answer
 * cached by one test shows in the next. Queries then see what a visitor sees.
 */
export function renderWithShell(ui: ReactElement, options: ShellRenderOptions = {}): RenderResult {
  const { route = '/', path = '*', ...rest } = options;
  // gcTime Infinity: no garbage-collection timer outlives the test.
  const queryClient = createQueryClient({ gcTime: Infinity });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <QueryProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={children} />
            </Routes>
          </MemoryRouter>
        </QueryProvider>
      </I18nextProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...rest });
}
