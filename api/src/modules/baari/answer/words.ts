import type { LanguageCode } from '@ilm/contract';
import type { BaariWords } from './words-shape';
import { ar } from './words.ar';
import { en } from './words.en';
import { ur } from './words.ur';

export type { BaariWords, Level, Place } from './words-shape';

const WORDS: Record<LanguageCode, BaariWords> = { en, ar, ur };

export const wordsFor = (language: LanguageCode): BaariWords => WORDS[language] ?? en;

/** `a, b and c` in the language. */
export const listIn = (language: LanguageCode, items: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);

/** A price in US dollars, in the language, with Latin digits as the site shows them. */
export const usd = (language: LanguageCode, cents: number) =>
  new Intl.NumberFormat(`${language}-u-nu-latn`, { style: 'currency', currency: 'USD', maximumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
