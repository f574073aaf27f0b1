import { Session, SsoCode, SsoExchangeBody } from '@ilm/contract';
import { enforceRateLimits } from '../../http/rate-limit';
import type { App } from '../../http/types';
import type { Db } from '../../db/client';
import type { SessionService } from '../accounts/sessions';
import type { Authenticator } from '../accounts/authenticate';
import type { Config } from '../../config';
import { toUserDto } from '../accounts/user-dto';
import { SSO_CODE_TTL_SECONDS, SsoService } from './sso.service';

const tags = ['accounts'];
const bearer = [{ bearerAuth: [] }];

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface SsoRouteServices {
  db: Db;
  sessions: SessionService;
  auth: Authenticator;
  config: Config;
}

/**
 * SSO hand-off: `accounts/sso/code/` (signed in) issues a one-time code valid for a minute;
 * `accounts/sso/exchange/` spends it for `{ user, access_token, refresh_token }` of a new session.
 */
export async function ssoRoutes(app: App, { db, sessions, auth, config }: SsoRouteServices) {
  const sso = new SsoService(db, sessions);
  // Counted before the body is read, so a flood of malformed codes is limited too.
  const exchanges = app.createRateLimit({ max: config.authRateLimit, timeWindow: '1 minute', keyGenerator: (request) => `sso-exchange|${request.ip}` });

  app.post(
    '/accounts/sso/code/',
    {
      // The caller is identified by its Bearer token; a body is not needed.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags,
        security: bearer,
        description:
          'Signed in: 201 with a one-time code, valid for a minute, that hands this session to another site (only its hash is stored); it dies with the session (logout, password reset).',
        response: { 201: SsoCode },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = await auth.require(request);
      const { code, expiresAt } = await sso.createCode(user.id, sessionId);
      return reply.status(201).send({ code, expires_in: SSO_CODE_TTL_SECONDS, expires_at: expiresAt.toISOString() });
    },
  );

  app.post(
    '/accounts/sso/exchange/',
    {
      onRequest: (request, reply) => enforceRateLimits(request, reply, [exchanges]),
      schema: {
        tags,
        description:
          'Public: spends a code from `accounts/sso/code/` for a new session (user, access and refresh token); a code works once. 400 invalid_sso_code (field `code`) when unknown, used, expired or its session signed out; AUTH_RATE_LIMIT per minute per client address, then 429 rate_limited.',
        body: SsoExchangeBody,
        response: { 200: Session },
      },
    },
    async (request) => {
      const { user, ...tokens } = await sso.exchange(request.body.code);
      return { user: toUserDto(user), ...tokens };
    },
  );
}
