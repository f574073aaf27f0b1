import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@ilm/shared/router';
import { testRouter } from '../testing/test-router';
import { ScrollOnNavigation } from './scroll-on-navigation';

/** Renders the router at `url` with a page that has an element `#details`, scrolling recorded. */
function renderAt(url: string) {
  const scrolls: [number, number][] = [];
  const scrolledInto: string[] = [];
  window.scrollTo = ((x: number, y: number) => {
    scrolls.push([x, y]);
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  }) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledInto.push(this.id);
  };
  const { router, RouterProbe } = testRouter();
  render(
    <MemoryRouter initialEntries={[url]}>
      <RouterProbe />
      <ScrollOnNavigation />
      <Routes>
        <Route path="*" element={<h2 id="details">Details</h2>} />
      </Routes>
    </MemoryRouter>,
  );
  return { router, scrolls, scrolledInto };
}

/** The document as loaded by `type` (a reload, back/forward, or opened anew). */
function loadedBy(type: NavigationTimingType) {
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: (entryType: string) => (entryType === 'navigation' ? [{ type }] : []) });
}

describe('scrolling as a browser does for the pages the router draws', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    jest.restoreAllMocks();
    // The document's own method again (an own property hid it).
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });

  it('a new page starts at the top', async () => {
    const { router, scrolls } = renderAt('/one');
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await act(() => router.navigate('/two'));
    expect(scrolls.at(-1)).toEqual([0, 0]);
  });

  it('a link to #anchor scrolls to that element instead', async () => {
    const { router, scrolledInto } = renderAt('/one');
    await act(() => router.navigate('/terms#details'));
    expect(scrolledInto).toEqual(['details']);
  });

  it('back returns to where the reader was on that page', async () => {
    const { router, scrolls } = renderAt('/one');
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await act(() => router.navigate('/two'));
    Object.defineProperty(window, 'scrollY', { value: 80, configurable: true });
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/one');
    expect(scrolls.at(-1)).toEqual([0, 640]);
  });

  it('a reload comes back to where the reader was', () => {
    sessionStorage.setItem('ilm-scroll-positions', JSON.stringify({ default: 420 }));
    loadedBy('reload');
    const { scrolls } = renderAt('/one');
    expect(scrolls).toEqual([[0, 420]]);
  });

  it("a page opened anew starts where the browser put it, without reading the tab's saved positions (another page's first entry has the same key)", () => {
    sessionStorage.setItem('ilm-scroll-positions', JSON.stringify({ default: 420 }));
    loadedBy('navigate');
    const read = jest.spyOn(Storage.prototype, 'getItem');
    const { scrolls } = renderAt('/one');
    expect(scrolls).toEqual([]);
    expect(read).not.toHaveBeenCalled();
  });
});
