import { DEFAULT_LANGUAGE, type LanguageCode } from '@ilm/contract';
import { ar } from './messages.ar';
import { en } from './messages.en';
import { ur } from './messages.ur';
import type { Catalogue } from './messages.en';

/** Every sentence the API writes, with the parameters it takes (the English catalogue is the reference). */
export type { Catalogue };
export type MessageKey = keyof Catalogue;
export type MessageParams<K extends MessageKey> = Parameters<Catalogue[K]>[0];

const CATALOGUES: Record<LanguageCode, Catalogue> = { en, ar, ur };

/** A sentence not yet written in a language: its key and parameters, rendered per request. */
export interface Text<K extends MessageKey = MessageKey> {
  key: K;
  params?: MessageParams<K>;
}

/** `text('lab_not_found', { slug })`: the sentence to render later in the request's language. */
export function text<K extends MessageKey>(key: K, ...params: MessageParams<K> extends undefined ? [] : [MessageParams<K>]): Text<K> {
  return { key, params: params[0] as MessageParams<K> };
}

/** The sentence in `language`, English when that language lacks it. */
export function render(value: Text, language: LanguageCode = DEFAULT_LANGUAGE): string {
  const write = (CATALOGUES[language] ?? en)[value.key] ?? en[value.key];
  return (write as (params: unknown) => string)(value.params);
}

/** Shorthand: `say('ur', 'signed_out')`. */
export function say<K extends MessageKey>(language: LanguageCode, key: K, ...params: MessageParams<K> extends undefined ? [] : [MessageParams<K>]): string {
  return render({ key, params: params[0] as MessageParams<K> }, language);
}
