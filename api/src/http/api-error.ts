import { STATUS_CODES } from 'node:http';
import type { ErrorBody, LanguageCode } from '@ilm/contract';
import { render, text, type MessageKey, type MessageParams, type Text } from '../i18n/messages';

/**
 * An error meant for the client: its status, code and field reach the body unchanged; its message is
 * a sentence of the catalogue (src/i18n), written in the request's language when the answer is sent
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

type Args<K extends MessageKey> = MessageParams<K> extends undefined ? [] : [MessageParams<K>];
const textOf = <K extends MessageKey>(key: K, args: Args<K>) => text(key, ...args);

/** 400 naming the field: the message reads `field: <sentence>`. */
export const badRequest = <K extends MessageKey>(field: string, key: K, ...params: Args<K>) =>
  new ApiError(400, 'validation_error', textOf(key, params), field);
export const unauthorized = <K extends MessageKey>(code: string, key: K, ...params: Args<K>) => new ApiError(401, code, textOf(key, params));
export const notFound = <K extends MessageKey>(key: K, ...params: Args<K>) => new ApiError(404, 'not_found', textOf(key, params));
export const conflict = <K extends MessageKey>(code: string, key: K, ...params: Args<K>) => new ApiError(409, code, textOf(key, params));
