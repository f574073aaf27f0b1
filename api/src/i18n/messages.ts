import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@ilm/contract';
import { shared } from './shared.messages';

/**
 * How the API writes sentences in the request's language (docs/rules/api-modules.md#messages).
 * Each module declares its sentences in English, Arabic and Urdu in its `<module>.messages.ts`
 * with `defineMessages`, and says them with the `text` and `say` that call returns; the sentences
 * of the HTTP layer and those several modules say are in `shared.messages.ts`.
 */

/** A sentence: its parameters in, the words out. */
type Sentence = (params: never) => string;
/** A set of sentences by key. */
export type Sentences = Record<string, Sentence>;
/** The same sentences in each language the site offers: Arabic's and Urdu's keys and parameters are English's. */
export type InLanguages<S> = Record<LanguageCode, S>;

type Shared = typeof shared.en;
/** A key of the shared sentences (what the HTTP layer can say). */
export type SharedKey = keyof Shared;
type Args<F> = F extends (...args: infer P) => string ? (P[0] extends undefined ? [] : [P[0]]) : never;

/** A sentence not yet written in a language: its key, its parameters and where to find its words, rendered per request. */
export interface Text {
  readonly key: string;
  readonly params?: unknown;
  readonly sentences: InLanguages<Sentences>;
}

/** The sentence in `language`, English when that language lacks it. */
export function render(value: Text, language: LanguageCode = DEFAULT_LANGUAGE): string {
  const write = value.sentences[language]?.[value.key] ?? value.sentences.en[value.key];
  return (write as (params: unknown) => string)(value.params);
}

/**
 * A module's sentences, joined to the shared ones: `text('lab_not_found', { slug })` is the sentence
 * to render later (an error's message), `say('ur', 'signed_out')` the words now. A module's key
 * may not reuse a shared key: start-up fails naming it.
 */
export function defineMessages<S extends Sentences>(own: InLanguages<S>) {
  type All = Omit<Shared, keyof S> & S;
  const clash = Object.keys(own.en).find((key) => key in shared.en);
  if (clash) throw new Error(`The sentence "${clash}" is already a shared one (src/i18n/shared.messages.ts): give it another key.`);
  const sentences = Object.fromEntries(LANGUAGES.map(({ code }) => [code, { ...shared[code], ...own[code] }])) as unknown as InLanguages<Sentences>;
  function text<K extends keyof All & string>(key: K, ...params: Args<All[K]>): Text {
    return { key, params: (params as unknown[])[0], sentences };
  }
  function say<K extends keyof All & string>(language: LanguageCode, key: K, ...params: Args<All[K]>): string {
    return render(text(key, ...params), language);
  }
  return { text, say };
}

/** The shared sentences alone, for the HTTP layer. */
export const { text, say } = defineMessages({ en: {}, ar: {}, ur: {} });
