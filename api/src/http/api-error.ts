import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@ilm/contract';

/** An error meant for the client: its status, message and machine-readable code reach the body. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}


/** The body every error answers with: the contract's `ErrorBody`. */
export function errorBody(statusCode: number, message: string, code?: string, field?: string): ErrorBody {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (code) body.code = code;
  if (field) body.field = field;
  return body;
}

export const badRequest = (field: string, message: string, code = 'validation_error') =>
  new ApiError(400, code, `${field}: ${message}`, field);
export const unauthorized = (code: string, message: string) => new ApiError(401, code, message);
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} was not found.`);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
