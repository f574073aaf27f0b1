/** @jest-environment node */
import type { PagesDeclaration } from '@ilm/contract';
import { declarationProblem, declarationUrl, SitePagesSource } from './site-pages-source';

const REMOTES = { mfe_one: 'http://one.test/mf-manifest.json', mfe_two: 'http://two.test/v2/mf-manifest.json' };

function page(name: string, path: string, extra: Partial<PagesDeclaration['pages'][number]> = {}): PagesDeclaration['pages'][number] {
  return { name, paths: [path], layout: 'default', access: 'public', ...extra };
}

/** A fetch that answers each remote's pages.json from `answers` (a function of the URL); anything else fails. */
function fakeFetch(answers: Record<string, unknown | (() => never)>) {
  return (async (input: string | URL | Request) => {
    const url = String(input);
    if (!(url in answers)) throw new TypeError('fetch failed');
    const body = answers[url];
    if (typeof body === 'function') return (body as () => never)();
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const ONE = declarationUrl(REMOTES.mfe_one);
const TWO = declarationUrl(REMOTES.mfe_two);

describe('SitePagesSource', () => {
  it("reads each remote's pages.json beside its manifest", () => {
    expect(ONE).toBe('http://one.test/pages.json');
    expect(TWO).toBe('http://two.test/v2/pages.json');
  });

  it('knows the pages of a remote that was not up when the shell started within seconds, not at the next refresh', async () => {
    jest.useFakeTimers();
    try {
      const answers: Record<string, unknown> = { [ONE]: { remote: 'mfe_one', pages: [page('front', '/')] } };
      const source = new SitePagesSource({ remotes: REMOTES, log: () => undefined, fetch: fakeFetch(answers) });
      await source.refresh();
      source.start(30_000);
      expect(source.match('/prices')).toBeNull();
      answers[TWO] = { remote: 'mfe_two', pages: [page('prices', '/prices')] };
      await jest.advanceTimersByTimeAsync(1000);
      expect(source.match('/prices')?.remote).toBe('mfe_two');
      source.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('composes the pages of every remote and answers which page a path shows, whatever its case', async () => {
    const source = new SitePagesSource({
      remotes: REMOTES,
      log: () => undefined,
      fetch: fakeFetch({
        [ONE]: { remote: 'mfe_one', pages: [page('front', '/'), page('item', '/items/:slug')] },
        [TWO]: { remote: 'mfe_two', pages: [page('prices', '/prices')] },
      }),
    });
    await source.refresh();
    expect(source.pages().map((p) => `${p.remote}/${p.name}`)).toEqual(['mfe_one/front', 'mfe_one/item', 'mfe_two/prices']);
    expect(source.match('/PRICES')?.name).toBe('prices');
    expect(source.match('/items/blue')?.name).toBe('item');
    expect(source.match('/items')).toBeNull();
  });

  it('two remotes claiming one path: the first in REMOTES order keeps it and the conflict is logged once', async () => {
    const log = jest.fn();
    const source = new SitePagesSource({
      remotes: REMOTES,
      log,
      fetch: fakeFetch({
        [ONE]: { remote: 'mfe_one', pages: [page('prices-one', '/prices')] },
        [TWO]: { remote: 'mfe_two', pages: [page('prices', '/Prices'), page('extra', '/extra')] },
      }),
    });
    await source.refresh();
    await source.refresh();
    expect(source.match('/prices')?.remote).toBe('mfe_one');
    expect(source.match('/extra')?.remote).toBe('mfe_two');
    const conflicts = log.mock.calls.map(([line]) => line as string).filter((line) => line.includes('/Prices'));
    expect(conflicts).toEqual(['site pages: mfe_two "prices": the path /Prices belongs to mfe_one/prices-one: path dropped']);
  });

  it("a remote down at a cold start is served from the build's snapshot", async () => {
    const log = jest.fn();
    const source = new SitePagesSource({
      remotes: REMOTES,
      log,
      snapshot: { mfe_two: { remote: 'mfe_two', pages: [page('prices', '/prices')] } },
      fetch: fakeFetch({ [ONE]: { remote: 'mfe_one', pages: [page('front', '/')] } }),
    });
    await source.refresh();
    expect(source.match('/prices')?.remote).toBe('mfe_two');
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^site pages: mfe_two: http:\/\/two\.test\/v2\/pages\.json could not be read .*; using the build's snapshot$/),
    );
  });

  it('a remote that goes down keeps its last good copy', async () => {
    let up = true;
    const source = new SitePagesSource({
      remotes: { mfe_one: REMOTES.mfe_one },
      log: () => undefined,
      fetch: (async (input: string | URL | Request) => {
        if (!up) throw new TypeError('fetch failed');
        return fakeFetch({ [ONE]: { remote: 'mfe_one', pages: [page('front', '/')] } })(input);
      }) as typeof fetch,
    });
    await source.refresh();
    up = false;
    await source.refresh();
    expect(source.match('/')?.name).toBe('front');
  });

  it.each([
    ['not the schema', { remote: 'mfe_one', pages: [{ name: 'x', paths: [] }] }],
    ['another remote', { remote: 'mfe_two', pages: [page('front', '/')] }],
    ['a bad layout', { remote: 'mfe_one', pages: [page('front', '/', { layout: 'sideways' as 'default' })] }],
    ['a path that is no pattern', { remote: 'mfe_one', pages: [page('front', 'no-slash')] }],
  ])('a malformed declaration (%s) is refused with a log line and the last good copy kept', async (_why, malformed) => {
    const log = jest.fn();
    let answer: unknown = { remote: 'mfe_one', pages: [page('front', '/'), page('about', '/about')] };
    const source = new SitePagesSource({
      remotes: { mfe_one: REMOTES.mfe_one },
      log,
      fetch: (async (input: string | URL | Request) => fakeFetch({ [ONE]: answer })(input)) as typeof fetch,
    });
    await source.refresh();
    answer = malformed;
    await source.refresh();
    expect(source.match('/about')?.name).toBe('about');
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^site pages: mfe_one: http:\/\/one\.test\/pages\.json refused: .+; keeping its last good copy$/));
  });

  it("a declaration's refusal names the field at fault and why", () => {
    expect(declarationProblem('mfe_one', { remote: 'mfe_one', pages: 'none' })).toBe('/pages must be array');
    expect(declarationProblem('mfe_one', { remote: 'mfe_one', pages: [{ name: 'x', paths: [] }] })).toMatch(/^\/pages\/0 must have required properties/);
    expect(declarationProblem('mfe_one', { remote: 'mfe_one', pages: [page('front', '/')] })).toBeNull();
  });

  it("composes the remotes' panels: the first to claim a panel name keeps it, and a remote down keeps its last good panels", async () => {
    const helper = { name: 'helper', slot: 'assistant', access: 'signed-in', label: { en: 'Ask the helper' } } as const;
    const log = jest.fn();
    let up = true;
    const answers = {
      [ONE]: { remote: 'mfe_one', pages: [page('front', '/')], panels: [helper] },
      [TWO]: { remote: 'mfe_two', pages: [], panels: [{ ...helper, label: { en: 'Another helper' } }] },
    };
    const source = new SitePagesSource({
      remotes: REMOTES,
      log,
      fetch: (async (input: string | URL | Request) => {
        if (!up) throw new TypeError('fetch failed');
        return fakeFetch(answers)(input);
      }) as typeof fetch,
    });
    await source.refresh();
    expect(source.panels()).toEqual([{ ...helper, remote: 'mfe_one' }]);
    expect(log).toHaveBeenCalledWith('site pages: mfe_two "helper": the panel name "helper" belongs to mfe_one: panel refused');
    up = false;
    await source.refresh();
    expect(source.panels()).toEqual([{ ...helper, remote: 'mfe_one' }]);
  });

  it('a removed page is gone after the next refresh', async () => {
    let pages = [page('front', '/'), page('old', '/old')];
    const source = new SitePagesSource({
      remotes: { mfe_one: REMOTES.mfe_one },
      log: () => undefined,
      fetch: (async (input: string | URL | Request) => fakeFetch({ [ONE]: { remote: 'mfe_one', pages } })(input)) as typeof fetch,
    });
    await source.refresh();
    expect(source.match('/old')).not.toBeNull();
    pages = [page('front', '/')];
    await source.refresh();
    expect(source.match('/old')).toBeNull();
  });
});
