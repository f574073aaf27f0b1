import { atom } from 'nanostores';
import { api } from '@ilm/shared/api';

/** docs/rules/currency.md#state: conversion multiplier from USD, ISO 4217 code, tax rate in percent (0–100). */
export interface CurrencyState {
  currency: number;
  currencyCode: string;
  currencyTax: number;
}

/** The default currency: USD ×1 with no tax (docs/rules/currency.md#state). */
export const DEFAULT_CURRENCY: CurrencyState = { currency: 1, currencyCode: 'USD', currencyTax: 0 };

/** docs/rules/currency.md#fallback: the fallback when the currency call fails: conversion 1, country US, code USD. */
export const FALLBACK_CURRENCY_COUNTRY = 'US';

/** The visitor's currency. Written only through {@link setCurrency} / {@link resolveCurrency}. */
export const $currency = atom<CurrencyState>(DEFAULT_CURRENCY);

/** Whether {@link $currency} holds the visitor's resolved currency yet (prices wait for it, so they never flicker). */
export const $currencyReady = atom<boolean>(false);

/** Back to the fallback, not yet resolved (prices wait): a server drawing for a visitor whose currency is unknown. */
export function resetCurrency(): void {
  $currency.set(DEFAULT_CURRENCY);
  $currencyReady.set(false);
}

function sameCurrency(a: CurrencyState, b: CurrencyState): boolean {
  return a.currency === b.currency && a.currencyCode === b.currencyCode && a.currencyTax === b.currencyTax;
}

/**
 * Replaces the visitor's currency and marks it resolved. The same currency again (the browser's call
 * confirming what the server drew the page with) changes nothing, so no price is drawn anew.
 */
export function setCurrency(next: CurrencyState): void {
  if (!$currencyReady.get() || !sameCurrency($currency.get(), next)) $currency.set(next);
  $currencyReady.set(true);
}

/** Sets the tax (in percent) added to every price; the multiplier and code stay. */
export function setCurrencyTax(percent: number): void {
  $currency.set({ ...$currency.get(), currencyTax: Number.isFinite(percent) && percent > 0 ? percent : 0 });
}

/** What `GET payments/get-currency-code/` answers. */
export interface CurrencyCodeResponse {
  conversation_amount: number | string;
  country_code: string;
  currency_code: string;
  tax?: number | string;
}

/** The outcome of {@link resolveCurrency}: the currency, and the country the API priced it for. */
export interface CurrencyResolution extends CurrencyState {
  countryCode: string;
}

/** The currency call, relative to `API_BASE_URL` (docs/rules/api-calls.md#shared-calls). */
export const CURRENCY_ENDPOINT = 'payments/get-currency-code/';

function toNumber(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : NaN;
}

async function fetchCurrency(country: string): Promise<CurrencyResolution> {
  const tax = $currency.get().currencyTax;
  if (country === 'PK') return { currency: 1, currencyCode: 'USD', currencyTax: tax, countryCode: 'PK' };
  try {
    const query = country ? { country } : undefined;
    const body = await api<CurrencyCodeResponse>(CURRENCY_ENDPOINT, { query });
    const rate = toNumber(body.conversation_amount);
    const code = typeof body.currency_code === 'string' ? body.currency_code.trim().toUpperCase() : '';
    if (!(rate > 0) || !/^[A-Z]{3}$/.test(code)) throw new Error('unusable currency answer');
    const bodyTax = toNumber(body.tax);
    return {
      currency: rate,
      currencyCode: code,
      currencyTax: bodyTax >= 0 ? bodyTax : tax,
      countryCode: typeof body.country_code === 'string' ? body.country_code.toUpperCase() : country,
    };
  } catch {
    return { ...DEFAULT_CURRENCY, currencyTax: tax, countryCode: FALLBACK_CURRENCY_COUNTRY };
  }
}

let latest = 0;

/**
 * docs/rules/currency.md#currency: the currency for a country. PK → 1 USD without a call; otherwise
 * `GET payments/get-currency-code/?country=…` (conversation_amount, country_code, currency_code);
 * any failure → 1, US, USD. The answer for the most recently asked country wins.
 */
export async function resolveCurrency(country: string): Promise<CurrencyResolution> {
  const ticket = ++latest;
  const resolution = await fetchCurrency(country.trim().toUpperCase());
  if (ticket === latest) {
    const { countryCode: _country, ...state } = resolution;
    setCurrency(state);
  }
  return resolution;
}
