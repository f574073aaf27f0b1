import type { ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, MemoryRouter, Route, Routes, StaticRouter, useLocation, useNavigationType } from './index';
import { Link } from './link';

/** Where the router is, as a reader of the page would tell: the path, how it got there, and the state it was handed. */
function Here() {
  const location = useLocation();
  return (
    <p data-testid="here">
      {location.pathname}
      {location.search} {useNavigationType()} {JSON.stringify(location.state)}
    </p>
  );
}

function site(links: ReactElement) {
  return (
    <>
      <nav>{links}</nav>
      <Routes>
        <Route path="*" element={<Here />} />
      </Routes>
    </>
  );
}

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('Link from @ilm/shared/router', () => {
  it('draws a path of the site as an anchor with that path, and a plain click shows its page in the router with the state handed to it', () => {
    const loads = window.history.length;
    render(
      <BrowserRouter>
        {site(
          <Link to="/labs?level=beginner" state={{ from: 'nav' }} className="nav">
            Labs
          </Link>,
        )}
      </BrowserRouter>,
    );
    const link = screen.getByRole('link', { name: 'Labs' });
    expect(link.getAttribute('href')).toBe('/labs?level=beginner');
    expect(link.className).toBe('nav');
    expect(fireEvent.click(link)).toBe(false);
    expect(window.location.pathname + window.location.search).toBe('/labs?level=beginner');
    expect(window.history.length).toBe(loads + 1);
    expect(screen.getByTestId('here').textContent).toBe('/labs?level=beginner PUSH {"from":"nav"}');
  });

  it('replaces the history entry for a link to the page already shown, and when `replace` is set', () => {
    window.history.replaceState(null, '', '/pricing');
    const loads = window.history.length;
    render(
      <BrowserRouter>
        {site(
          <>
            <Link to="/pricing">Pricing</Link>
            <Link to="/labs" replace>
              Labs
            </Link>
          </>,
        )}
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(screen.getByTestId('here').textContent).toBe('/pricing REPLACE null');
    fireEvent.click(screen.getByRole('link', { name: 'Labs' }));
    expect(screen.getByTestId('here').textContent).toBe('/labs REPLACE null');
    expect(window.history.length).toBe(loads);
  });

  it('leaves to the browser a click it opens itself (a modifier key, another button, another frame) and one a handler prevented', () => {
    render(
      <BrowserRouter>
        {site(
          <>
            <Link to="/labs">Labs</Link>
            <Link to="/pricing" target="_blank">
              Pricing
            </Link>
            <Link to="/about-us" onClick={(event) => event.preventDefault()}>
              About
            </Link>
          </>,
        )}
      </BrowserRouter>,
    );
    const labs = screen.getByRole('link', { name: 'Labs' });
    expect(fireEvent.click(labs, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(labs, { metaKey: true })).toBe(true);
    expect(fireEvent.click(labs, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Pricing' }))).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByTestId('here').textContent).toBe('/ POP null');
  });

  it('hands a relative path to React Router, which resolves it against the page shown', () => {
    render(<MemoryRouter initialEntries={['/dashboard/instances?status=all']}>{site(<Link to="?status=running">Running</Link>)}</MemoryRouter>);
    const link = screen.getByRole('link', { name: 'Running' });
    expect(link.getAttribute('href')).toBe('/dashboard/instances?status=running');
    fireEvent.click(link);
    expect(screen.getByTestId('here').textContent).toBe('/dashboard/instances?status=running PUSH null');
  });

  it('draws the same anchor on the server, where nothing navigates', () => {
    const html = renderToString(
      <StaticRouter location="/">
        <Link to="/career-paths/cloud-engineer" aria-current="page" dir="auto">
          Cloud engineer
        </Link>
      </StaticRouter>,
    );
    expect(html).toBe('<a aria-current="page" dir="auto" href="/career-paths/cloud-engineer">Cloud engineer</a>');
  });
});
