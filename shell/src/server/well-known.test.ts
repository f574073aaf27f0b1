/** @jest-environment node */
import Fastify from 'fastify';
import { proxyWellKnown } from './well-known';

const DID = { '@context': ['https://www.w3.org/ns/did/v1'], id: 'did:web:ilm.example', verificationMethod: [] };

describe('the site hands over the diploma issuer’s documents from the API (did:web resolves on the site’s host)', () => {
  it('relays /.well-known/did.json and /.well-known/jwks.json from API_BASE_URL with their status and type', async () => {
    const asked: string[] = [];
    const fakeApi = (async (url: string | URL | Request) => {
      asked.push(String(url));
      return String(url).endsWith('did.json')
        ? new Response(JSON.stringify(DID), { headers: { 'content-type': 'application/did+json' } })
        : new Response(JSON.stringify({ keys: [{ kty: 'OKP', crv: 'Ed25519', x: 'abc', kid: 'k1' }] }), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const server = Fastify();
    proxyWellKnown(server, 'https://api.ilm.example/v1/', fakeApi);
    const did = await server.inject({ method: 'GET', url: '/.well-known/did.json' });
    expect(did.statusCode).toBe(200);
    expect(did.headers['content-type']).toMatch(/^application\/did\+json/);
    expect(did.json()).toEqual(DID);
    const jwks = await server.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwks.json().keys[0].kid).toBe('k1');
    expect(asked).toEqual(['https://api.ilm.example/v1/.well-known/did.json', 'https://api.ilm.example/v1/.well-known/jwks.json']);
    await server.close();
  });

  it('answers 502 when the API cannot be reached, and 404 passes through', async () => {
    const server = Fastify();
    proxyWellKnown(server, 'http://127.0.0.1:9/', (async () => {
      throw new Error('refused');
    }) as typeof fetch);
    expect((await server.inject({ method: 'GET', url: '/.well-known/did.json' })).statusCode).toBe(502);
    const notFound = Fastify();
    proxyWellKnown(
      notFound,
      'http://api.test/',
      (async () => new Response('{"statusCode":404}', { status: 404, headers: { 'content-type': 'application/json' } })) as typeof fetch,
    );
    expect((await notFound.inject({ method: 'GET', url: '/.well-known/jwks.json' })).statusCode).toBe(404);
    await Promise.all([server.close(), notFound.close()]);
  });
});
