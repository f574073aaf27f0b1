import { STATUS_CODES } from 'node:http';
import type { ErrorBody, LanguageCode } from '@ilm/contract';
import { render, type Text } from '../i18n/messages';

/**
 * An error meant for the client: its status, code and field reach the body unchanged; its message is
 * a module's sentence (docs/rules/api-modules.md#messages), written in the request's language when the answer is sent
 * (`message` is the English one, for logs). A field's message starts with the field: `email: …`.
 */
export class ApiError extends Error {
  readonly text: Text;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: Text,
    readonly field?: string,
  ) {
    super((field ? `${field}: ` : '') + render(message));
    this.text = message;
  }

  /** The message in `language`, prefixed by the field when there is one. */
  messageIn(language: LanguageCode): string {
    return (this.field ? `${this.field}: ` : '') + render(this.text, language);
  }
}

/** The body every error answers with: the contract's `ErrorBody`. */
export function errorBody(statusCode: number, message: string, code?: string, field?: string): ErrorBody {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (code) body.code = code;
  if (field) body.field = field;
  return body;
}

/** 400 naming the field: the message reads `field: <sentence>`. */
export const badRequest = (field: string, message: Text) => new ApiError(400, 'validation_error', message, field);
export const unauthorized = (code: string, message: Text) => new ApiError(401, code, message);
export const notFound = (message: Text) => new ApiError(404, 'not_found', message);
export const conflict = (code: string, message: Text) => new ApiError(409, code, message);
