/** @jest-environment node */
import { useQuery } from '@ilm/shared/query';
import { DEFAULT_RUNTIME_CONFIG, type SitePage } from '@ilm/contract';
import type { RemotePages } from '@ilm/shared/contracts';
import { registerTranslations, useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { PageHead, Price } from '@ilm/shared/ui';
import { createPageRenderer, createPathLister } from './render-page';

registerTranslations('ssr-test', { heading: 'Labs for {{who}}' }, { ar: async () => ({ strings: { heading: 'مختبرات لـ {{who}}' } }) });

const fetched: string[] = [];
/** A page that asks for a list, then for the details of its first item: two rounds of data. */
function ItemsPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useTranslation('ssr-test');
  const list = useQuery({ queryKey: ['items'], queryFn: async () => (fetched.push('items'), ['alpha', 'beta']) });
  const first = list.data?.[0];
  const detail = useQuery({
    queryKey: ['item', first],
    queryFn: async () => (fetched.push(`item ${first}`), { name: `${first} details` }),
    enabled: Boolean(first),
  });
  return (
    <article>
      <PageHead title={`Items of ${params.group}`} description="Every item we have." jsonLd={{ '@type': 'ItemList', numberOfItems: list.data?.length ?? 0 }} />
      <h1>{t('heading', { who: params.group })}</h1>
      <ul>
        {list.data?.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{detail.data?.name ?? 'loading'}</p>
      <a href={href('prices')}>prices</a>
    </article>
  );
}

function MissingPage() {
  const missing = useQuery({ queryKey: ['missing'], queryFn: async () => Promise.reject(Object.assign(new Error('Not found'), { status: 404 })) });
  return <h1>{missing.isError ? 'No such thing' : 'Looking'}</h1>;
}

function UnavailablePage() {
  const list = useQuery({
    queryKey: ['unavailable'],
    queryFn: async () => Promise.reject(Object.assign(new Error('Service unavailable'), { status: 503 })),
    retry: false,
  });
  return <h1>{list.isError ? 'We could not load this list' : 'Loading'}</h1>;
}

const remotePages: RemotePages = {
  remote: 'mfe_test',
  namespace: 'ssr-test',
  pages: [
    {
      name: 'items',
      path: '/groups/:group/items',
      layout: 'default',
      access: 'public',
      page: async () => ({ default: ItemsPage }),
      sitemap: async () => [{ group: 'cloud' }, { group: 'data & ai' }],
    },
    {
      name: 'price',
      path: '/price',
      layout: 'default',
      access: 'public',
      page: async () => ({
        default: () => (
          <h1>
            <Price amount={49} />
          </h1>
        ),
      }),
    },
    {
      name: 'form',
      path: '/form',
      layout: 'default',
      access: 'public',
      page: async () => ({
        default: () => (
          <form>
            <h1>Write to us</h1>
            <input name="email" />
            <textarea name="message" />
            <button type="submit" disabled>
              Send
            </button>
            <a href="/help">Help</a>
          </form>
        ),
      }),
    },
    {
      name: 'gone',
      path: '/gone',
      layout: 'default',
      access: 'public',
      page: async () => ({
        default: () => (
          <>
            <PageHead description="No such article." notFound />
            <h1>Article not found</h1>
          </>
        ),
      }),
    },
    { name: 'missing', path: '/missing', layout: 'default', access: 'public', page: async () => ({ default: MissingPage }) },
    { name: 'unavailable', path: '/unavailable', layout: 'default', access: 'public', page: async () => ({ default: UnavailablePage }) },
    { name: 'private', path: '/mine', layout: 'dashboard', access: 'signed-in', page: async () => ({ default: () => <h1>Mine</h1> }) },
  ],
};
const pages: SitePage[] = [{ remote: 'mfe_other', name: 'prices', paths: ['/pricing'], layout: 'default', access: 'public' }];
const request = (url: string, language = 'en') => ({ url, language, pages, publicPath: 'http://remote.test/' });

describe("a remote's server render (docs/decisions/0005-server-rendering.md)", () => {
  const render = createPageRenderer(remotePages);

  it('draws the page with the data it asked for, round after round, its head, and the answers for the browser', async () => {
    const page = await render(request('/Groups/cloud/items'), DEFAULT_RUNTIME_CONFIG);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<h1>Labs for cloud</h1>');
    expect(page?.html).toContain('<li>alpha</li><li>beta</li>');
    expect(page?.html).toContain('<p>alpha details</p>');
    // Links to other remotes' pages come from the site's pages the shell sent.
    expect(page?.html).toContain('href="/pricing"');
    expect(page?.head).toEqual({ title: 'Items of cloud', description: 'Every item we have.', jsonLd: [{ '@type': 'ItemList', numberOfItems: 2 }] });
    expect(fetched).toEqual(['items', 'item alpha']);
    const keys = (page?.queries as { queries: { queryKey: unknown }[] }).queries.map((query) => query.queryKey);
    expect(keys).toEqual([['items'], ['item', 'alpha']]);
  });

  it('draws the page in the language asked for', async () => {
    const page = await render(request('/groups/cloud/items', 'ar'), DEFAULT_RUNTIME_CONFIG);
    expect(page?.html).toContain('<h1>مختبرات لـ cloud</h1>');
  });

  it("says 404 when the page drew its 'not found' from an API 404", async () => {
    const page = await render(request('/missing'), DEFAULT_RUNTIME_CONFIG);
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('No such thing');
  });

  it('marks a drawing incomplete when an API answer it asked for failed (not a 404), so the shell does not keep it; a whole drawing or a 404 is not', async () => {
    const page = await render(request('/unavailable'), DEFAULT_RUNTIME_CONFIG);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('We could not load this list');
    expect(page?.incomplete).toBe(true);
    expect((await render(request('/missing'), DEFAULT_RUNTIME_CONFIG))?.incomplete).toBeUndefined();
    expect((await render(request('/groups/cloud/items'), DEFAULT_RUNTIME_CONFIG))?.incomplete).toBeUndefined();
  });

  it("draws prices in the visitor's currency when the shell names their country, and waits (as the browser does) when it does not", async () => {
    const priced = await render({ ...request('/price'), country: 'PK' }, DEFAULT_RUNTIME_CONFIG);
    expect(priced?.html).toContain('$49.00');
    // The browser's stores start from these, so its first drawing is the same.
    // With the words Intl wrote, which the browser's first drawing takes as they are.
    expect(priced?.stores).toEqual({ country: 'PK', currency: expect.objectContaining({ currencyCode: 'USD' }), words: { 'price en USD 49': '$49.00' } });
    const waiting = await render(request('/price'), DEFAULT_RUNTIME_CONFIG);
    expect(waiting?.html).toContain('aria-busy="true"');
    expect(waiting?.stores).toEqual({ country: '', currency: null, words: {} });
  });

  it('draws controls disabled until the live page replaces them, so nothing is typed into a field that is then lost; links stay live', async () => {
    const page = await render(request('/form'), DEFAULT_RUNTIME_CONFIG);
    expect(page?.html).toContain('<input disabled="" data-server-disabled="" name="email"/>');
    expect(page?.html).toContain('<textarea disabled="" data-server-disabled="" name="message">');
    // A control the page itself disables stays disabled once live.
    expect(page?.html).toContain('<button type="submit" disabled>Send</button>');
    expect(page?.html).toContain('<a href="/help">Help</a>');
  });

  it('says 404 when the page itself says that what its URL names does not exist', async () => {
    const page = await render(request('/gone'), DEFAULT_RUNTIME_CONFIG);
    expect(page?.status).toBe(404);
    expect((await render(request('/groups/a/items'), DEFAULT_RUNTIME_CONFIG))?.status).toBe(200);
  });

  it('draws nothing for a signed-in page or a path it does not own', async () => {
    expect(await render(request('/mine'), DEFAULT_RUNTIME_CONFIG)).toBeNull();
    expect(await render(request('/elsewhere'), DEFAULT_RUNTIME_CONFIG)).toBeNull();
  });

  it('draws one page at a time, each in its own language', async () => {
    const [english, arabic] = await Promise.all([
      render(request('/groups/a/items', 'en'), DEFAULT_RUNTIME_CONFIG),
      render(request('/groups/b/items', 'ar'), DEFAULT_RUNTIME_CONFIG),
    ]);
    expect(english?.html).toContain('<h1>Labs for a</h1>');
    expect(arabic?.html).toContain('<h1>مختبرات لـ b</h1>');
  });
});

describe("a remote's list of paths for the sitemap", () => {
  it('names its pages open to visitors, each page with parameters once per set its sitemap gives', async () => {
    const paths = await createPathLister(remotePages)(DEFAULT_RUNTIME_CONFIG);
    expect(paths).toEqual(['/groups/cloud/items', '/groups/data%20%26%20ai/items', '/price', '/form', '/gone', '/missing', '/unavailable']);
  });

  it('leaves out a page whose list cannot be read (the API is down) and keeps the rest', async () => {
    const failing: RemotePages = {
      ...remotePages,
      pages: remotePages.pages.map((page) => (page.sitemap ? { ...page, sitemap: () => Promise.reject(new Error('down')) } : page)),
    };
    expect(await createPathLister(failing)(DEFAULT_RUNTIME_CONFIG)).toEqual(['/price', '/form', '/gone', '/missing', '/unavailable']);
  });
});
