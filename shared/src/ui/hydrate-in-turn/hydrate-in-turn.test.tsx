import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { HydrateInTurn, hydrateInTurns, partsHydrated } from './hydrate-in-turn';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="first" />
      <HydrateInTurn>
        <section>
          <Counter name="later" />
        </section>
      </HydrateInTurn>
      <p>after</p>
    </main>
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HydrateInTurn: a part of a server-drawn page hydrated in a task after its root', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('keeps the elements the server drew, and makes the part live only in the next task', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const drawn = [...container.querySelectorAll('*')];
    const later = screen.getByRole('button', { name: 'later 0' });

    root = hydrateInTurns(() => hydrateRoot(container, <Page />));
    await act(async () => {
      await Promise.resolve();
    });
    // The root is live at once; the part still shows the server's drawing, and a click does nothing yet.
    act(() => later.click());
    expect(later).toHaveTextContent('later 0');
    act(() => screen.getByRole('button', { name: 'first 0' }).click());
    expect(screen.getByRole('button', { name: 'first 1' })).toBeInTheDocument();
    let done = false;
    void partsHydrated().then(() => (done = true));
    expect(done).toBe(false);

    await act(nextTask);
    await partsHydrated();
    expect(done).toBe(true);
    act(() => later.click());
    expect(await screen.findByRole('button', { name: 'later 1' })).toBe(later);
    // Nothing was drawn again: every element the server drew is the one on the page.
    expect([...container.querySelectorAll('*')]).toEqual(drawn);
    expect(screen.getByText('after')).toBeInTheDocument();
  });

  it('a part inside a part waits for the task after the one that hydrates the part around it', async () => {
    const Nested = () => (
      <main>
        <HydrateInTurn>
          <section>
            <Counter name="outer" />
            <HydrateInTurn>
              <div>
                <Counter name="inner" />
              </div>
            </HydrateInTurn>
          </section>
        </HydrateInTurn>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Nested />);
    document.body.append(container);
    const drawn = [...container.querySelectorAll('*')];
    const [outer, inner] = [screen.getByRole('button', { name: 'outer 0' }), screen.getByRole('button', { name: 'inner 0' })];
    root = hydrateInTurns(() => hydrateRoot(container, <Nested />));
    await act(async () => {
      await new Promise<void>((resolve) => queueMicrotask(resolve));
    });
    act(() => outer.click());
    expect(outer).toHaveTextContent('outer 0');

    await act(nextTask);
    act(() => outer.click());
    act(() => inner.click());
    expect(outer).toHaveTextContent('outer 1');
    expect(inner).toHaveTextContent('inner 0');

    await act(nextTask);
    await partsHydrated();
    act(() => inner.click());
    expect(inner).toHaveTextContent('inner 1');
    expect([...container.querySelectorAll('*')]).toEqual(drawn);
  });

  it('draws its part at once outside hydration (a page drawn in the browser)', async () => {
    render(<Page />);
    expect(screen.getByRole('button', { name: 'later 0' })).toBeInTheDocument();
    await expect(partsHydrated()).resolves.toBeUndefined();
  });
});
