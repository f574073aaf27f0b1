import { acceptedLanguages, chooseLanguage, supportedLanguage, type LanguageCode } from '@ilm/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The language of a request, from `Accept-Language` by the contract's rule (`fr, ar;q=0.5` → ar;
 * none of the site's languages → en). Every answer may carry words in it (errors at least), so
 * every answer says `Vary: Accept-Language` to caches.
 */
export function installRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = chooseLanguage(acceptedLanguages(request.headers['accept-language']));
  });
  app.addHook('onSend', async (_request, reply) => {
    addVary(reply, 'Accept-Language');
  });
}

/** The language the request asked for explicitly, or undefined when its header names none of the site's. */
export function askedLanguage(request: FastifyRequest): LanguageCode | undefined {
  return acceptedLanguages(request.headers['accept-language']).map(supportedLanguage).find(Boolean);
}

function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.includes('*') || values.some((value) => value.toLowerCase() === name.toLowerCase())) return;
  reply.header('vary', [...values, name].join(', '));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language to answer in (errors, mail, catalog words): from Accept-Language, English by default. */
    language: LanguageCode;
  }
}
