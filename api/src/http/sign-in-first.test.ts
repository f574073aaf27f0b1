import { createTestApp, type TestApp } from '../testing/test-app';

// Every route whose OpenAPI document says it needs a signed-in caller (docs/rules/session.md).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = { security?: Record<string, unknown>[] };

/** The operations that require a signed-in caller, as the API documents them. */
async function signedInOperations(): Promise<{ method: string; url: string }[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security?.length && operation.security.every((alternative) => 'bearerAuth' in alternative))
      .map(([method, _operation]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'not-a-valid-id') })),
  );
}

describe('a route that needs sign-in', () => {
  it('checks the sign-in before the body, query or path: a visitor sending nonsense to any of them is told 401', async () => {
    const operations = await signedInOperations();
    expect(operations.length).toBeGreaterThan(40);
    expect(operations).toContainEqual({ method: 'POST', url: '/labs/instances/not-a-valid-id/solution/' });
    for (const { method, url } of operations) {
      const sent = ['GET', 'DELETE'].includes(method) ? {} : { payload: { step_index: 'nonsense', unexpected: [1, 2, 3] } };
      const response = await t.app.inject({ method: method as 'POST', url: `${url}?step_index=-1&limit=nonsense`, ...sent });
      expect({ method, url, status: response.statusCode, code: response.json().code }).toEqual({ method, url, status: 401, code: 'not_authenticated' });
    }
  });

  it("answers that 401, and an expired token's 403, with the CORS headers a page of the site needs to read them", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/tokens/balance/',
      headers: { origin: 'http://localhost:3000', authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('says the same for broken JSON: nothing a visitor sends is read before the sign-in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/labs/instances/3f0c2c6e-0f5e-4a8e-9d55-0f0e8d2f6f11/solution/',
      headers: { 'content-type': 'application/json' },
      payload: '{"step_index": ',
    });
    expect(response.statusCode).toBe(401);
  });
});
