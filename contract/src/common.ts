import { Type, type Static, type TLiteral, type TSchema, type TSchemaOptions, type TStringOptions, type TUnion } from 'typebox';

/**
 * Shapes every API area shares: the error body, list envelopes, slugs and ids in paths.
 */

/**
 * A union of string literals from a vocabulary list (`CLOUDS`, `INSTANCE_STATUSES`…): `anyOf` of
 * `const`s in JSON Schema, the union of the values as static type. `Type.Union(list.map(Type.Literal))`
 * alone types as `never` (the array loses its tuple), which let any value through the type checker.
 */
export function LiteralUnion<const Values extends readonly string[]>(values: Values, options?: TSchemaOptions) {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<{ -readonly [K in keyof Values]: TLiteral<Values[K]> }>;
}

/**
 * Every string the API accepts refuses control characters (NUL, ESC, DEL, C1, line breaks) and broken
 * UTF-16 (a lone surrogate): the API's validator applies that rule to each `type: string`
 * (api/src/http/validation.ts). Text that is written on several lines (a message, notes) carries this
 * annotation and may also hold line breaks (`\n`, `\r`) and tabs.
 */
export const MULTILINE_TEXT = 'x-multiline';
/** A string of several lines: line breaks and tabs allowed, other control characters refused. */
export const MultilineText = (options: TStringOptions = {}) => Type.String({ ...options, [MULTILINE_TEXT]: true });

/**
 * The largest integer the API takes (PostgreSQL's `integer`, 2^31 − 1). Its validator bounds every
 * integer of a query, path or body by it; schemas that page or filter say it too, for their readers.
 */
export const INT32_MAX = 2_147_483_647;

/** A catalog slug: lower-case words joined by dashes (also how the checkout tells a malformed one). */
export const Slug = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,79}$', description: 'lower-case words joined by dashes' });
/** Static type of {@link Slug}. */
export type Slug = Static<typeof Slug>;

/** Path parameters of the routes that name a catalog item: `…/:slug/`. */
export const SlugParams = Type.Object({ slug: Slug });
/** Static type of {@link SlugParams}. */
export type SlugParams = Static<typeof SlugParams>;

/** Path parameters of the routes that name a learner's record (instance, order): `…/:id/`. */
export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
/** Static type of {@link IdParams}. */
export type IdParams = Static<typeof IdParams>;

/**
 * The body of every error answer (4xx and 5xx): `message` is for people, `code` for programs
 * (`validation_error`, `insufficient_tokens`, `not_found`…), `field` names the input at fault.
 */
export const ErrorBody = Type.Object({
  statusCode: Type.Integer({ description: 'the HTTP status again' }),
  error: Type.String({ description: 'the HTTP reason phrase, e.g. Bad Request' }),
  message: Type.String(),
  code: Type.Optional(Type.String()),
  field: Type.Optional(Type.String({ description: 'dotted path of the input at fault, e.g. card.cvc' })),
});
/** Static type of {@link ErrorBody}. */
export type ErrorBody = Static<typeof ErrorBody>;

/** The answer of actions that only confirm (logout, password reset): a sentence to show. */
export const MessageResponse = Type.Object({ message: Type.String() });
/** Static type of {@link MessageResponse}. */
export type MessageResponse = Static<typeof MessageResponse>;

/** The envelope of every list answer: how many, and the items. */
export const ListOf = <T extends TSchema>(item: T) => Type.Object({ count: Type.Integer(), results: Type.Array(item) });
/** Static type of a {@link ListOf} envelope around items of type `T`. */
export type ListOf<T> = { count: number; results: T[] };
