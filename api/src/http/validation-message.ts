import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { text, type Text } from '../i18n/messages';
import { TEXT_KEYWORD, type TextProblem } from './validation';

/** Friendlier wording for pattern-checked fields, keyed by the field's last name segment. */
const PATTERN_MESSAGES: Record<string, Text> = {
  telephone: text('v_telephone'),
  country: text('v_country'),
  country_code: text('v_country'),
  number: text('v_card_number'),
  cvc: text('v_cvc'),
  first_name: text('v_not_blank'),
  last_name: text('v_not_blank'),
  currency_code: text('v_currency'),
};

const FORMAT_MESSAGES: Record<string, Text> = {
  email: text('v_email'),
  uuid: text('v_uuid'),
  uri: text('v_uri'),
  date: text('v_date'),
};

function fieldOf(error: FastifySchemaValidationError, context: string): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  const { missingProperty, additionalProperty } = error.params as { missingProperty?: string; additionalProperty?: string };
  if (error.keyword === 'required' && missingProperty) segments.push(missingProperty);
  // A field the schema does not list is named itself (`is_admin`), not its parent object.
  if (error.keyword === 'additionalProperties' && additionalProperty) segments.push(additionalProperty);
  return segments.length ? segments.join('.') : context;
}

function describe(error: FastifySchemaValidationError, field: string, errors: FastifySchemaValidationError[]): Text {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return text('v_required');
    case 'format':
      return FORMAT_MESSAGES[String(params.format)] ?? text('v_format', { format: String(params.format) });
    case 'pattern':
      return PATTERN_MESSAGES[field.split('.').pop() ?? ''] ?? text('v_pattern');
    case 'minLength':
      return Number(params.limit) === 1 ? text('v_not_empty') : text('v_min_length', { limit: Number(params.limit) });
    case 'maxLength':
      return text('v_max_length', { limit: Number(params.limit) });
    case 'minimum':
      return text('v_minimum', { limit: Number(params.limit) });
    case 'maximum':
      return text('v_maximum', { limit: Number(params.limit) });
    case 'enum':
      return text('v_one_of', { values: (params.allowedValues as unknown[]).join(', ') });
    case 'const': {
      // A union of literals (LiteralUnion): Ajv reports each branch; name every allowed value.
      const values = errors
        .filter(
          (e) => e.instancePath === error.instancePath && (e.keyword === 'const' || (e.keyword === 'type' && (e.params as { type?: string }).type === 'null')),
        )
        .map((e) => (e.keyword === 'const' ? String((e.params as { allowedValue: unknown }).allowedValue) : 'null'));
      return values.length > 1 ? text('v_one_of', { values: values.join(', ') }) : text('v_equal', { value: JSON.stringify(params.allowedValue) });
    }
    case 'type':
      return text('v_type', { type: String(params.type) });
    case 'minProperties':
      return text('v_min_properties');
    case 'additionalProperties':
      return text('v_unknown_field');
    case TEXT_KEYWORD:
      return (params.problem as TextProblem) === 'invalid_unicode' ? text('v_invalid_unicode') : text('v_control_character');
    case 'anyOf':
      return text('v_invalid');
    default:
      return text('v_invalid');
  }
}

/** Turns Ajv's first error into the field at fault and what is wrong, e.g. `email` / `must be a valid email address`. */
export function validationMessage(errors: FastifySchemaValidationError[], context: string): { field: string; text: Text } {
  // A union of literals: every branch failed its `const` (a value outside the list).
  const literal = errors.find((e) => e.keyword === 'const');
  // With other unions (anyOf) Ajv lists each branch's error first; the last one names the real problem.
  const error = literal ?? errors.find((e) => e.keyword !== 'anyOf') ?? errors[0];
  if (!error) return { field: context, text: text('v_invalid') };
  const field = fieldOf(error, context);
  return { field, text: describe(error, field, errors) };
}
