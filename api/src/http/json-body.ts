import type { FastifyInstance } from 'fastify';
import { text } from '../i18n/messages';
import { badRequest } from './api-error';

/**
 * How deep a JSON body may nest. The API's deepest body is two levels (`card.number`); a body nested
 * thousands deep (an extra form field 5,000 levels down) would cost the database or a logger a stack
 * overflow, so it is refused before it is parsed (docs/rules/security.md#input).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The first place in `text` (JSON) that nests deeper than `limit`, as the top-level field it sits in
 * (`body` when the body itself is an array or the field cannot be named), or null. One pass over the
 * text, outside strings, so nothing deep is ever built.
 */
export function tooDeepField(text: string, limit = MAX_JSON_DEPTH): string | null {
  if (text.length <= limit) return null;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  let topIsObject = false;
  let lastTopString = '';
  let key = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 0x5c) escaped = true;
      else if (c === 0x22) {
        inString = false;
        if (depth === 1) lastTopString = text.slice(stringStart, i);
      }
      continue;
    }
    if (c === 0x22) {
      inString = true;
      stringStart = i + 1;
    } else if (c === 0x3a && depth === 1) {
      key = lastTopString;
    } else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth === 1) topIsObject = c === 0x7b;
      if (depth > limit) return topIsObject ? fieldName(key) : 'body';
    } else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
    }
  }
  return null;
}

/** A top-level key as written in the JSON text, decoded; `body` if it is not a plain short name. */
function fieldName(raw: string): string {
  try {
    const name = JSON.parse(`"${raw}"`) as string;
    return /^[\w.-]{1,64}$/.test(name) ? name : 'body';
  } catch {
    return 'body';
  }
}

/**
 * JSON bodies: an empty body is no body (action endpoints such as extend/ or logout/ take none, and a
 * client may still send `Content-Type: application/json`), and a body nested deeper than
 * {@link MAX_JSON_DEPTH} answers 400 naming its field. Fastify's own parser does the rest (bad JSON,
 * `__proto__` poisoning).
 */
export function installJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const json = body.toString();
    if (json === '') return done(null, undefined);
    const field = tooDeepField(json);
    if (field) return done(badRequest(field, text('v_too_deep', { limit: MAX_JSON_DEPTH })), undefined);
    return parseJson(request, json, done);
  });
}
