import { atom } from 'nanostores';

/** SPEC §3: conversion multiplier from USD, ISO code, tax rate. */
export interface CurrencyState {
  currency: number;
  currencyCode: string;
  currencyTax: number;
}

/** SPEC §9: the fallback currency is USD ×1 with no tax. */
export const DEFAULT_CURRENCY: CurrencyState = { currency: 1, currencyCode: 'USD', currencyTax: 0 };

/** The visitor's currency. Written only through {@link setCurrency}. */
export const $currency = atom<CurrencyState>(DEFAULT_CURRENCY);

/** Replaces the visitor's currency. */
export function setCurrency(next: CurrencyState): void {
  $currency.set(next);
}
