import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { setupServer } from 'msw/node';
import type { FormKind } from '@ilm/contract';
import { setCountry } from '@ilm/shared/stores';
import { API, setupCatalogApi } from '../../../testing/catalog-api';
import { FORM_ENDPOINTS } from '../forms.api';

/** The phone input's IP-to-country service, as the runtime config names it by default. */
export const COUNTRY_LOOKUP = 'https://ip2c.org/s';

/** Every body a test's forms sent, in order. */
export const sentBodies: { kind: FormKind; body: unknown }[] = [];

type Server = ReturnType<typeof setupServer>;

/** The API accepts the form `kind` (201) with the thanks it would write. */
export function acceptForm(server: Server, kind: FormKind, message = 'Thank you for reaching out. We reply within one business day.') {
  answerForm(server, kind, 201, { id: '9b2f4c1e-0000-4000-8000-000000000001', kind, created_at: '2026-01-05T10:00:00.000Z', message });
}

/** The API answers the form `kind` with `status` and `body` (a 400 naming a field, a 429…). */
export function answerForm(server: Server, kind: FormKind, status: number, body: JsonBodyType, headers: Record<string, string> = {}) {
  server.use(
    http.post(`${API}${FORM_ENDPOINTS[kind]}`, async ({ request }) => {
      sentBodies.push({ kind, body: await request.clone().json() });
      return HttpResponse.json(body, { status, headers });
    }),
  );
}

/** The API is down: the form `kind` gets no answer at all (a network error). */
export function formUnreachable(server: Server, kind: FormKind) {
  server.use(
    http.post(`${API}${FORM_ENDPOINTS[kind]}`, async ({ request }) => {
      sentBodies.push({ kind, body: await request.clone().json() });
      return HttpResponse.error();
    }),
  );
}

/** A 400 the way the API writes it: `field: message`, with the field named. */
export const refusedField = (field: string, message: string) => ({
  statusCode: 400,
  error: 'Bad Request',
  code: 'validation_error',
  field,
  message: `${field}: ${message}`,
});

/** The phone input's country lookup answers Pakistan. */
export const countryLookupHandler = http.get(COUNTRY_LOOKUP, () => new HttpResponse('1;PK;PAK;Pakistan', { headers: { 'content-type': 'text/plain' } }));

/**
 * The catalog's fake API for a forms test file, and before each test: no bodies sent yet, the phone
 * input's country lookup answered, the visitor in Pakistan.
 */
export function setupFormsApi(): Server {
  const server = setupCatalogApi();
  beforeEach(() => {
    sentBodies.length = 0;
    server.use(countryLookupHandler);
    setCountry('PK');
  });
  return server;
}
