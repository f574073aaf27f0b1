import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, errorBody } from './api-error';
import { validationMessage } from './validation-message';

/** JSON errors everywhere: 400 naming the field, 404 for unknown routes, never a stack trace. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.code, error.field));
    }
    if (error.validation) {
      const { field, message } = validationMessage(error.validation, error.validationContext ?? 'body');
      return reply.status(400).send(errorBody(400, message, 'validation_error', field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, rate limit): keep their message.
      const code = status === 429 ? 'rate_limited' : error.code?.toLowerCase();
      return reply.status(status).send(errorBody(status, error.message, code));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Something went wrong on our side. Please try again.', 'internal_error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`, 'route_not_found'));
  });
}
