import {
  ForgetPasswordBody,
  LoginBody,
  LogoutBody,
  MessageResponse,
  Profile,
  ProfileUpdateBody,
  RefreshBody,
  ResetPasswordBody,
  Session,
  SignupBody,
  User,
} from '@ilm/contract';
import { say } from '../../i18n/messages';
import { askedLanguage } from '../../i18n/request-language';
import type { Services } from '../../services';
import type { App } from '../../http/types';
import { authRateLimits } from './rate-limits';
import { toUserDto, type UserRow } from './user-dto';

const tags = ['accounts'];
const bearer = [{ bearerAuth: [] }];

export async function accountsRoutes(app: App, { accounts, sessions, auth, config }: Services) {
  const limits = authRateLimits(app, config.authRateLimit);
  const limited = { preHandler: limits.byAccount };

  app.post('/accounts/signup/', { schema: { tags, body: SignupBody, response: { 201: Session } } }, async (request, reply) => {
    const { user, ...tokens } = await accounts.signup({ ...request.body, language: askedLanguage(request) });
    return reply.status(201).send({ user: toUserDto(user), ...tokens });
  });

  app.post('/accounts/login/', { ...limited, schema: { tags, body: LoginBody, response: { 200: Session } } }, async (request) => {
    const { user, ...tokens } = await accounts.login(request.body.email, request.body.password);
    return { user: toUserDto(user), ...tokens };
  });

  app.post('/accounts/refresh/', { schema: { tags, body: RefreshBody, response: { 200: Session } } }, async (request) => {
    const { user, ...tokens } = await sessions.rotate(request.body.refresh_token);
    return { user: toUserDto(user), ...tokens };
  });

  app.get('/accounts/get-user/', { schema: { tags, security: bearer, response: { 200: User } } }, async (request) => {
    const { user } = await auth.require(request);
    return toUserDto(user);
  });

  // Signs out the session of the refresh token (or of the Bearer token). Always 200: signing out twice is fine.
  app.post(
    '/accounts/logout/',
    {
      // A logout may come without any body (Bearer only).
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { tags, body: LogoutBody, response: { 200: MessageResponse } },
    },
    async (request) => {
    const refreshToken = request.body.refresh_token;
    if (refreshToken) {
      const claims = await sessions.verifyRefreshQuietly(refreshToken);
      if (claims) await sessions.revoke(claims.sessionId, 'logout');
    } else {
      const signedIn = await auth.optional(request).catch(() => null);
      if (signedIn) await sessions.revoke(signedIn.sessionId, 'logout');
    }
    return { message: say(request.language, 'signed_out') };
    },
  );

  const forget = { ...limited, schema: { tags, body: ForgetPasswordBody, response: { 200: MessageResponse } } };
  app.post('/accounts/forget-password/', forget, async (request) => {
    await accounts.requestPasswordReset(request.body.email, askedLanguage(request));
    return { message: say(request.language, 'reset_sent') };
  });
  // The legacy entry point of the same flow, kept for clients that still call it.
  app.post('/accounts/old-forget-password/', forget, async (request) => {
    await accounts.requestPasswordReset(request.body.email, askedLanguage(request));
    return { message: say(request.language, 'reset_sent') };
  });

  app.post(
    '/accounts/reset-password/',
    { preHandler: limits.byAddress, schema: { tags, body: ResetPasswordBody, response: { 200: MessageResponse } } },
    async (request) => {
      await accounts.resetPassword(request.body.token, request.body.password);
      return { message: say(request.language, 'password_changed') };
    },
  );

  const profileOf = (user: UserRow) => ({ ...toUserDto(user), plan: user.plan, token_balance: user.tokenBalance });

  app.get('/accounts/profile/', { schema: { tags, security: bearer, response: { 200: Profile } } }, async (request) => {
    const { user } = await auth.require(request);
    return profileOf((await accounts.byId(user.id)) ?? user);
  });

  app.patch(
    '/accounts/profile/',
    { schema: { tags, security: bearer, body: ProfileUpdateBody, response: { 200: Profile } } },
    async (request) => {
      const { user } = await auth.require(request);
      const updated = await accounts.updateProfile(user.id, request.body);
      return profileOf(updated);
    },
  );
}
