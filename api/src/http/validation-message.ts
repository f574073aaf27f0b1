import type { FastifySchemaValidationError } from 'fastify/types/schema';

/** Friendlier wording for pattern-checked fields, keyed by the field's last name segment. */
const PATTERN_MESSAGES: Record<string, string> = {
  telephone: 'must be a phone number in international E.164 format, e.g. +14155550100',
  country: 'must be a two-letter ISO country code, e.g. US',
  country_code: 'must be a two-letter ISO country code, e.g. US',
  number: 'must be a card number of 12 to 19 digits',
  cvc: 'must be 3 or 4 digits',
  first_name: 'must not be blank',
  last_name: 'must not be blank',
  currency_code: 'must be a three-letter ISO currency code, e.g. EUR',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'must be a valid email address',
  uuid: 'must be a valid id',
  uri: 'must be a valid URL',
  date: 'must be a date like 2024-05-31',
};

function fieldOf(error: FastifySchemaValidationError, context: string): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (error.keyword === 'required' && missing) segments.push(missing);
  return segments.length ? segments.join('.') : context;
}

function describe(error: FastifySchemaValidationError, field: string): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'format':
      return FORMAT_MESSAGES[String(params.format)] ?? `must be a valid ${String(params.format)}`;
    case 'pattern':
      return PATTERN_MESSAGES[field.split('.').pop() ?? ''] ?? 'has an invalid format';
    case 'minLength':
      return Number(params.limit) === 1 ? 'must not be empty' : `must be at least ${params.limit} characters`;
    case 'maxLength':
      return `must be at most ${params.limit} characters`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'anyOf':
      return 'has an invalid value';
    default:
      return error.message ?? 'is invalid';
  }
}

/** Turns Ajv's first error into `field: what is wrong`, e.g. `email: must be a valid email address`. */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context: string,
): { field: string; message: string } {
  // With a union (anyOf) Ajv lists each branch's error first; the last one names the real problem.
  const error = errors.find((e) => e.keyword !== 'anyOf' && e.keyword !== 'const') ?? errors[0];
  if (!error) return { field: context, message: `${context}: is invalid` };
  const field = fieldOf(error, context);
  return { field, message: `${field}: ${describe(error, field)}` };
}
