import type { FastifyError, FastifyInstance } from 'fastify';
import { render, say, text, type SharedKey } from '../i18n/messages';
import { ApiError, errorBody } from './api-error';
import { validationMessage } from './validation-message';

/** Fastify's own client errors, by their code, as shared sentences (src/i18n/shared.messages.ts). */
const FASTIFY_ERRORS: Record<string, SharedKey> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
};

/**
 * JSON errors everywhere: 400 naming the field, 404 for unknown routes, never a stack trace. The
 * message is in the request's language (`request.language`); `code` and `field` never change with it.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const language = request.language;
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.messageIn(language), error.code, error.field));
    }
    if (error.validation) {
      const { field, text: sentence } = validationMessage(error.validation, error.validationContext ?? 'body');
      return reply.status(400).send(errorBody(400, `${field}: ${render(sentence, language)}`, 'validation_error', field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, rate limit).
      const code = status === 429 ? 'rate_limited' : error.code?.toLowerCase();
      const key = FASTIFY_ERRORS[error.code ?? ''];
      let message = error.message;
      if (key) message = say(language, key);
      else if (language !== 'en') message = say(language, status === 400 ? 'bad_request' : 'client_error');
      return reply.status(status).send(errorBody(status, message, code));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, say(language, 'internal_error'), 'internal_error'));
  });

  app.setNotFoundHandler((request, reply) => {
    const message = render(text('route_not_found', { method: request.method, path: request.url.split('?')[0] ?? '/' }), request.language);
    reply.status(404).send(errorBody(404, message, 'route_not_found'));
  });
}
