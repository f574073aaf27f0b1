/** @jest-environment node */
import { setupServer } from 'msw/node';
import { DEFAULT_RUNTIME_CONFIG } from '@ilm/contract';
import { credential, DIPLOMA_ID, diplomaRecord, makeSigner, serveDiploma, sign, statusList } from '../features/diplomas/testing/credentials';
import { render } from '../server-render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const request = (path: string, language = 'en') => ({ url: path, language, pages: globalThis.__ILM_SITE_PAGES__ ?? [], publicPath: 'http://localhost:3003/' });

async function serve() {
  const issuer = await makeSigner();
  return serveDiploma(server, { record: diplomaRecord(await sign(issuer, credential())), keys: [issuer.jwk], statusList: await statusList(issuer) });
}

describe('/diplomas/:id drawn on the server (docs/decisions/0005-server-rendering.md)', () => {
  it('draws the diploma, its skills and its head, and "Checking…": the check itself runs only in the browser', async () => {
    const asked = await serve();
    const page = await render(request(`/diplomas/${DIPLOMA_ID}`), DEFAULT_RUNTIME_CONFIG);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Cloud Engineer diploma</h1>');
    expect(page?.html).toContain('Checking the signature and the revocation status…');
    expect(page?.html).toContain('Files and permissions</a>');
    expect(page?.head.title).toBe('Cloud Engineer diploma of Sara Malik');
    expect(page?.head.description).toMatch(/^The Cloud Engineer diploma Ilm Cloud issued to Sara Malik\./);
    expect(page?.html).not.toMatch(/Valid diploma|Revoked diploma|Invalid diploma/);
    expect(asked).not.toContain('/.well-known/jwks.json');
    expect(asked).not.toContain('/diplomas/status-list/');
  });

  it('answers 404 for a number that names no diploma', async () => {
    await serve();
    const page = await render(request('/diplomas/0d6f2c1a-0000-4000-8000-000000000000'), DEFAULT_RUNTIME_CONFIG);
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('No diploma with this number exists</h1>');
  });

  it('draws it in Urdu', async () => {
    await serve();
    const page = await render(request(`/diplomas/${DIPLOMA_ID}`, 'ur'), DEFAULT_RUNTIME_CONFIG);
    expect(page?.html).toContain('دستخط اور منسوخی کی حالت کی جانچ ہو رہی ہے…');
    expect(page?.head.title).toBe('Sara Malik کا Cloud Engineer ڈپلومہ');
  });
});
