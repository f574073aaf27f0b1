import {
  ConfirmEmailBody,
  EmailConfirmed,
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
import type { AccountService } from './accounts.service';
import type { SessionService } from './sessions';
import type { Authenticator } from './authenticate';
import type { Config } from '../../config';
import type { BackgroundWork } from '../../lib/background-work';
import type { App } from '../../http/types';
import { authRateLimits } from './rate-limits';
import { toUserDto, type UserRow } from './user-dto';

const tags = ['accounts'];
const bearer = [{ bearerAuth: [] }];

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface AccountsRouteServices {
  accounts: AccountService;
  sessions: SessionService;
  auth: Authenticator;
  config: Config;
  background: BackgroundWork;
}

export async function accountsRoutes(app: App, { accounts, sessions, auth, config, background }: AccountsRouteServices) {
  const limits = authRateLimits(app, config.authRateLimit, config.signupRateLimit);
  const limited = { preHandler: limits.byAccount };

  // Rate-limited per address: each sign-up costs a password hash and a mail (docs/rules/security.md#rate-limits).
  const signup = { preHandler: limits.signup, schema: { tags, body: SignupBody, response: { 201: Session } } };
  app.post('/accounts/signup/', signup, async (request, reply) => {
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

  // The confirmation link's token confirms the address and grants the sign-up bonus; no sign-in needed
  // (the link may be opened on another device).
  app.post(
    '/accounts/confirm-email/',
    { preHandler: limits.confirm, schema: { tags, body: ConfirmEmailBody, response: { 200: EmailConfirmed } } },
    async (request) => {
      const { tokensGranted } = await accounts.confirmEmail(request.body.token);
      const message =
        tokensGranted > 0 ? say(request.language, 'email_confirmed_bonus', { tokens: tokensGranted }) : say(request.language, 'email_confirmed');
      return { message, tokens_granted: tokensGranted };
    },
  );

  app.post(
    '/accounts/confirm-email/resend/',
    {
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: limits.confirm,
      schema: { tags, security: bearer, response: { 200: MessageResponse } },
    },
    async (request) => {
      const { user } = await auth.require(request);
      await accounts.resendConfirmation(user.id, askedLanguage(request));
      return { message: say(request.language, 'confirmation_sent') };
    },
  );

  // Answers before any work: looking the account up, storing the link and mailing it happen after the
  // answer has left (BackgroundWork), so a known and an unknown e-mail cost the same (no enumeration
  // by timing: docs/rules/security.md#no-enumeration).
  const forget = { ...limited, schema: { tags, body: ForgetPasswordBody, response: { 200: MessageResponse } } };
  const requestReset = (email: string, language: ReturnType<typeof askedLanguage>) =>
    background.run('password reset mail', () => accounts.requestPasswordReset(email, language));
  app.post('/accounts/forget-password/', forget, async (request) => {
    requestReset(request.body.email, askedLanguage(request));
    return { message: say(request.language, 'reset_sent') };
  });
  // The legacy entry point of the same flow, kept for clients that still call it.
  app.post('/accounts/old-forget-password/', forget, async (request) => {
    requestReset(request.body.email, askedLanguage(request));
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
