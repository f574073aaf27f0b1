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
import { askedLanguage } from '../../i18n/request-language';
import type { AccountService } from './accounts.service';
import type { SessionService } from './sessions';
import type { Authenticator } from './authenticate';
import type { Config } from '../../config';
import type { BackgroundWork } from '../../lib/background-work';
import type { App } from '../../http/types';
import { authRateLimits } from './rate-limits';
import { toUserDto, type UserRow } from './user-dto';
import { say } from './accounts.messages';

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
  const signup = {
    preHandler: limits.signup,
    schema: {
      tags,
      description:
        "Public: creates an account (the password rule applies: 400 weak_password naming `password`) and signs it in, 201 with the session; a confirmation link is mailed in the request's language. 409 email_taken; SIGNUP_RATE_LIMIT sign-ups per hour per client address, then 429 rate_limited with Retry-After.",
      body: SignupBody,
      response: { 201: Session },
    },
  };
  app.post('/accounts/signup/', signup, async (request, reply) => {
    const { user, ...tokens } = await accounts.signup({ ...request.body, language: askedLanguage(request) });
    return reply.status(201).send({ user: toUserDto(user), ...tokens });
  });

  app.post(
    '/accounts/login/',
    {
      ...limited,
      schema: {
        tags,
        description:
          'Public: signs in with e-mail and password and starts a session. 401 invalid_credentials; AUTH_RATE_LIMIT attempts per minute per account (client address + e-mail), ten times that per address, then 429 rate_limited with Retry-After.',
        body: LoginBody,
        response: { 200: Session },
      },
    },
    async (request) => {
      const { user, ...tokens } = await accounts.login(request.body.email, request.body.password);
      return { user: toUserDto(user), ...tokens };
    },
  );

  app.post(
    '/accounts/refresh/',
    {
      schema: {
        tags,
        description:
          'Public (the refresh token is the credential): a new access and refresh token for the session; the old refresh token is spent. Reusing a spent one answers 401 refresh_token_reused and signs the whole session out; 401 token_invalid or session_revoked otherwise.',
        body: RefreshBody,
        response: { 200: Session },
      },
    },
    async (request) => {
      const { user, ...tokens } = await sessions.rotate(request.body.refresh_token);
      return { user: toUserDto(user), ...tokens };
    },
  );

  app.get(
    '/accounts/get-user/',
    { schema: { tags, security: bearer, description: "Signed in: the caller's user object.", response: { 200: User } } },
    async (request) => {
      const { user } = await auth.require(request);
      return toUserDto(user);
    },
  );

  // Signs out the session of the refresh token (or of the Bearer token). Always 200: signing out twice is fine.
  app.post(
    '/accounts/logout/',
    {
      // A logout may come without any body (Bearer only).
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags,
        description: 'Signs out the session of the given refresh token, else of the Bearer token. Always 200, even when already signed out.',
        body: LogoutBody,
        response: { 200: MessageResponse },
      },
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
    {
      preHandler: limits.confirm,
      schema: {
        tags,
        description:
          "Public (the mailed link's token is the credential): confirms the e-mail address and grants the sign-up bonus, once; every other link of the account is void. 400 invalid_confirmation_token (field `token`) when unknown, used or expired; AUTH_RATE_LIMIT per minute per client address, then 429 rate_limited.",
        body: ConfirmEmailBody,
        response: { 200: EmailConfirmed },
      },
    },
    async (request) => {
      const { tokensGranted } = await accounts.confirmEmail(request.body.token);
      const message = tokensGranted > 0 ? say(request.language, 'email_confirmed_bonus', { tokens: tokensGranted }) : say(request.language, 'email_confirmed');
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
      schema: {
        tags,
        security: bearer,
        description:
          "Signed in: mails a new confirmation link, in the request's language (else the profile's). 409 email_already_confirmed; AUTH_RATE_LIMIT per minute per client address, then 429 rate_limited.",
        response: { 200: MessageResponse },
      },
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
  const forget = {
    ...limited,
    schema: {
      tags,
      description:
        'Public: mails a password-reset link when the address has an account. Always 200 with the same answer, sent before the account is looked up (no enumeration); AUTH_RATE_LIMIT per minute per account, ten times that per address, then 429 rate_limited. forget-password/ and old-forget-password/ (kept for older clients) are the same flow.',
      body: ForgetPasswordBody,
      response: { 200: MessageResponse },
    },
  };
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
    {
      preHandler: limits.byAddress,
      schema: {
        tags,
        description:
          "Public (the mailed link's token is the credential): sets a new password and signs out every session of the account. 400 invalid_reset_token (unknown, used, expired, or asked for before the password last changed); 400 weak_password naming `password` (the link stays usable); AUTH_RATE_LIMIT per minute per client address, then 429 rate_limited.",
        body: ResetPasswordBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body.token, request.body.password);
      return { message: say(request.language, 'password_changed') };
    },
  );

  const profileOf = (user: UserRow) => ({ ...toUserDto(user), plan: user.plan, token_balance: user.tokenBalance });

  app.get(
    '/accounts/profile/',
    {
      schema: { tags, security: bearer, description: "Signed in: the caller's user object with their `plan` and `token_balance`.", response: { 200: Profile } },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return profileOf((await accounts.byId(user.id)) ?? user);
    },
  );

  app.patch(
    '/accounts/profile/',
    {
      schema: {
        tags,
        security: bearer,
        description:
          "Signed in: changes the given fields of the caller's profile (names, telephone, country, `language`: en, ar, ur or null for not chosen) and answers the profile; an invalid field answers 400 naming it.",
        body: ProfileUpdateBody,
        response: { 200: Profile },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      const updated = await accounts.updateProfile(user.id, request.body);
      return profileOf(updated);
    },
  );
}
