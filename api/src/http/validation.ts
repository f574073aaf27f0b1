import { INT32_MAX, MULTILINE_TEXT } from '@ilm/contract';
import Ajv, { type ErrorObject, type SchemaObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

/**
 * The input rules every request meets before a handler runs, in one place (docs/rules/security.md#input):
 *
 * - **Strings**: every `type: string` of a body, query, path or header schema refuses control characters
 *   (C0, DEL, C1, U+2028/U+2029) and broken UTF-16 (a lone surrogate, which PostgreSQL cannot store).
 *   A string the contract marks as multi-line (`MultilineText`, e.g. a message) may hold `\n`, `\r`, `\t`.
 * - **Integers**: finite, and bounded by PostgreSQL's `integer` (±2^31) unless the schema bounds them tighter.
 * - **Bodies** are taken with the types they were sent with: no coercion (`123` is not a name, `null` not 0),
 *   and a field a strict schema does not list is refused, not silently dropped.
 * - **Queries, path and headers** arrive as text: a number is read only from plain decimal digits
 *   (`Infinity`, `1e400`, `0x10`, ` 5` stay text and fail the type), a boolean only from `true`/`false`.
 *
 * Every failure is Ajv's error, which the error handler turns into 400 naming the field (validation-message.ts).
 */

/** The Ajv keyword the compiler adds to every string schema: `'line'` or `'multiline'`. */
export const TEXT_KEYWORD = 'ilmText';

const INT32_MIN = -INT32_MAX - 1;

// Matching control characters is the point of these two expressions.
/* eslint-disable no-control-regex */
/** Control characters a one-line string refuses: C0, DEL, C1, and the Unicode line and paragraph separators. */
const LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same less line breaks and tabs, for multi-line text. */
const MULTILINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
/** In a `u` expression a surrogate pair is one code point, so this matches only a surrogate left alone. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

export type TextProblem = 'control_character' | 'invalid_unicode';

/** What is wrong with a string under the text rule, or null. */
export function textProblem(value: string, kind: 'line' | 'multiline'): TextProblem | null {
  if ((kind === 'multiline' ? MULTILINE_CONTROL : LINE_CONTROL).test(value)) return 'control_character';
  if (LONE_SURROGATE.test(value)) return 'invalid_unicode';
  return null;
}

type Json = SchemaObject & Record<string, unknown>;

function typesOf(schema: Json): Set<string> {
  const types = new Set<string>();
  const add = (s: unknown) => {
    if (!s || typeof s !== 'object') return;
    const { type, anyOf, oneOf } = s as Json;
    if (typeof type === 'string') types.add(type);
    if (Array.isArray(type)) for (const t of type) types.add(String(t));
    for (const branch of [...((anyOf as unknown[]) ?? []), ...((oneOf as unknown[]) ?? [])]) add(branch);
  };
  add(schema);
  return types;
}

/**
 * A copy of `schema` with the rules above written into it: the text keyword on every string (except a
 * `const`, which is exact already) and the integer bounds. Walks every place JSON Schema nests schemas.
 */
export function harden(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(harden);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' || key === 'patternProperties' || key === '$defs' || key === 'definitions') {
      copy[key] = Object.fromEntries(Object.entries(value as Json).map(([name, sub]) => [name, harden(sub)]));
    } else if (['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not', 'prefixItems', 'contains', 'if', 'then', 'else'].includes(key)) {
      copy[key] = harden(value);
    } else {
      copy[key] = value;
    }
  }
  const types = typesOf({ type: copy.type } as Json);
  if (types.has('string') && copy.const === undefined && copy.enum === undefined) {
    copy[TEXT_KEYWORD] = copy[MULTILINE_TEXT] === true ? 'multiline' : 'line';
  }
  if (types.has('integer')) {
    copy.maximum = typeof copy.maximum === 'number' ? Math.min(copy.maximum, INT32_MAX) : INT32_MAX;
    copy.minimum = typeof copy.minimum === 'number' ? Math.max(copy.minimum, INT32_MIN) : INT32_MIN;
  }
  return copy;
}

const PLAIN_INTEGER = /^-?[0-9]{1,15}$/;
const PLAIN_DECIMAL = /^-?[0-9]{1,15}(\.[0-9]{1,15})?$/;

/**
 * Reads the numbers and booleans of a query, path or header object in place, strictly: only plain
 * decimal text becomes a number. Anything else stays text, and the schema's type check refuses it.
 */
export function coerceStrictly(schema: Json, data: unknown): void {
  const properties = schema.properties as Record<string, Json> | undefined;
  if (!properties || !data || typeof data !== 'object') return;
  const record = data as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    const value = record[name];
    if (typeof value !== 'string') continue;
    const types = typesOf(property);
    if (types.has('string')) continue;
    if ((types.has('integer') || types.has('number')) && (types.has('number') ? PLAIN_DECIMAL : PLAIN_INTEGER).test(value)) {
      record[name] = Number(value);
    } else if (types.has('boolean') && (value === 'true' || value === 'false')) {
      record[name] = value === 'true';
    }
  }
}

/** The one Ajv of the API, with the text keyword. */
export function createAjv(): Ajv {
  const ajv = new Ajv({
    // Types as sent; query text is read by coerceStrictly, never by Ajv's loose `+value`.
    coerceTypes: false,
    // A field a strict schema does not list is an error, not silently removed.
    removeAdditional: false,
    useDefaults: true,
    // NaN and ±Infinity are not numbers (a JSON body's `1e400` parses to Infinity).
    strictNumbers: true,
    // One error is enough to name the field; listing all is a denial-of-service risk.
    allErrors: false,
    addUsedSchema: false,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: MULTILINE_TEXT, schemaType: 'boolean' });
  ajv.addKeyword({
    keyword: TEXT_KEYWORD,
    type: 'string',
    schemaType: 'string',
    errors: true,
    validate: function check(kind: 'line' | 'multiline', value: string) {
      const problem = textProblem(value, kind);
      if (!problem) return true;
      (check as { errors?: Partial<ErrorObject>[] }).errors = [{ keyword: TEXT_KEYWORD, params: { problem }, message: problem }];
      return false;
    },
  });
  return ajv;
}

type Validator = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

/** Installs the validator compiler on `app`: call it before routes are registered. */
export function installValidation(app: FastifyInstance): void {
  const ajv = createAjv();
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const hardened = harden(schema) as Json;
    const validate = ajv.compile(hardened);
    if (httpPart === 'body') return validate;
    // Query, path and headers are text: read numbers and booleans strictly, then validate.
    const validateText: Validator = (data) => {
      coerceStrictly(hardened, data);
      const valid = validate(data);
      validateText.errors = validate.errors as FastifySchemaValidationError[] | null | undefined;
      return valid;
    };
    return validateText;
  });
}
