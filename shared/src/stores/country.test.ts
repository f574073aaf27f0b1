import { cleanStores } from 'nanostores';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { clearCookie, getCookie, setCookie } from '../cookies/cookies';
import { $country, applyDetectedCountry, chooseCountry, detectCountry } from './country';

const server = setupServer();
let calls = 0;

function countryEndpointAnswers(text: string, status = 200) {
  server.use(
    http.get('http://localhost:3000/api/country', () => {
      calls += 1;
      return new HttpResponse(text, { status, headers: { 'content-type': 'text/plain' } });
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls = 0;
});
afterEach(() => {
  server.resetHandlers();
  clearCookie('countryIsoCode');
  clearCookie('countryFixed');
  cleanStores($country);
  $country.set('');
});
afterAll(() => server.close());

describe('country', () => {
  it('the countryIsoCode cookie is used when present, without a call', async () => {
    setCookie('countryIsoCode', 'DE');
    countryEndpointAnswers('PK');
    await expect(detectCountry()).resolves.toBe('DE');
    expect($country.get()).toBe('DE');
    expect(calls).toBe(0);
  });

  it('without the cookie, GET /api/country on the own origin (plain text) sets the store and the cookie', async () => {
    countryEndpointAnswers('pk\n');
    await expect(detectCountry()).resolves.toBe('PK');
    expect($country.get()).toBe('PK');
    expect(getCookie('countryIsoCode')).toBe('PK');
    expect(calls).toBe(1);
  });

  it('leaves the country unknown when /api/country fails', async () => {
    countryEndpointAnswers('boom', 500);
    await expect(detectCountry()).resolves.toBe('');
    expect(getCookie('countryIsoCode')).toBeUndefined();
  });

  it('countryFixed marks a hand-picked country that detection never overrides', async () => {
    chooseCountry('ae');
    expect(getCookie('countryFixed')).toBeDefined();
    expect($country.get()).toBe('AE');

    expect(applyDetectedCountry('PK')).toBe(false);
    countryEndpointAnswers('PK');
    await detectCountry();

    expect($country.get()).toBe('AE');
    expect(getCookie('countryIsoCode')).toBe('AE');
    expect(calls).toBe(0);
  });

  it('a detected country is applied when the visitor has not fixed one', () => {
    expect(applyDetectedCountry('gb')).toBe(true);
    expect($country.get()).toBe('GB');
  });
});
