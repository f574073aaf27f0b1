import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { loadMarkdownView, StepBody } from './step-body';

const MARKDOWN = 'List your home folder with `ls ~`, then read [the manual](https://example.org/ls).\n\n```\nls -l ~\n```';

/** A fresh copy of the modules, as in a browser whose page the server drew: the renderer not loaded. */
async function freshBrowser() {
  let rendererLoaded = false;
  let modules!: { StepBody: typeof StepBody; ui: typeof import('@ilm/shared/ui'); dom: typeof import('react-dom/client'); react: typeof import('react') };
  await jest.isolateModulesAsync(async () => {
    jest.doMock('./markdown-view', () => {
      rendererLoaded = true;
      return jest.requireActual('./markdown-view');
    });
    modules = {
      StepBody: (await import('./step-body')).StepBody,
      ui: await import('@ilm/shared/ui'),
      dom: await import('react-dom/client'),
      react: await import('react'),
    };
  });
  return { ...modules, rendererLoaded: () => rendererLoaded };
}

describe('StepBody: a step’s instructions (ADR 0007 lever 17)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hydrates the instructions the server drew as they are, without fetching the Markdown renderer', async () => {
    await loadMarkdownView();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<StepBody markdown={MARKDOWN} />);
    document.body.append(container);
    const drawn = [...container.querySelectorAll('*')];
    expect(container.querySelector('pre code')).toHaveTextContent('ls -l ~');

    const browser = await freshBrowser();
    let root: ReturnType<typeof browser.dom.hydrateRoot> | undefined;
    await act(async () => {
      root = browser.ui.hydrateInTurns(() => browser.dom.hydrateRoot(container, browser.react.createElement(browser.StepBody, { markdown: MARKDOWN })));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // Every element the server drew is the one on the page, and the renderer was never loaded.
    expect([...container.querySelectorAll('*')]).toEqual(drawn);
    expect(screen.getByRole('link', { name: /the manual/ })).toHaveAttribute('href', 'https://example.org/ls');
    expect(browser.rendererLoaded()).toBe(false);
    act(() => root?.unmount());
  });

  it('draws instructions with the renderer where the server drew none (a running lab, a page reached by a link)', async () => {
    render(createElement(StepBody, { markdown: MARKDOWN }));
    expect(await screen.findByRole('link', { name: /the manual/ })).toHaveAttribute('href', 'https://example.org/ls');
    expect(screen.getByText('ls -l ~')).toBeInTheDocument();
  });
});
