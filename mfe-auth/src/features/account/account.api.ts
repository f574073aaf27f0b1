import { api } from '@ilm/shared/api';
import type {
  ConfirmEmailBody,
  EmailConfirmed,
  ForgetPasswordBody,
  LoginBody,
  MessageResponse,
  ResetPasswordBody,
  Session,
  SignupBody,
  SsoExchangeBody,
} from '@ilm/contract';

/** The API calls of the sign-in and recovery screens. */
export const ACCOUNT_ENDPOINTS = {
  login: 'accounts/login/',
  signup: 'accounts/signup/',
  forgetPassword: 'accounts/forget-password/',
  oldForgetPassword: 'accounts/old-forget-password/',
  resetPassword: 'accounts/reset-password/',
  ssoExchange: 'accounts/sso/exchange/',
  confirmEmail: 'accounts/confirm-email/',
  resendConfirmation: 'accounts/confirm-email/resend/',
} as const;

// The body's type is the contract's request type, so a field renamed in the API fails to compile here.
const post = <T, Body extends object>(path: string, body: Body) => api<T>(path, { method: 'POST', body });

export const signInRequest = (body: LoginBody) => post<Session, LoginBody>(ACCOUNT_ENDPOINTS.login, body);

export const signUpRequest = (body: SignupBody) => post<Session, SignupBody>(ACCOUNT_ENDPOINTS.signup, body);

/** Asks for a reset link; `legacy` uses the old entry point the old-forget-password page keeps alive. */
export const forgetPasswordRequest = (email: string, legacy = false) =>
  post<MessageResponse, ForgetPasswordBody>(legacy ? ACCOUNT_ENDPOINTS.oldForgetPassword : ACCOUNT_ENDPOINTS.forgetPassword, { email });

export const resetPasswordRequest = (token: string, password: string) =>
  post<MessageResponse, ResetPasswordBody>(ACCOUNT_ENDPOINTS.resetPassword, { token, password });

export const ssoExchangeRequest = (code: string) => post<Session, SsoExchangeBody>(ACCOUNT_ENDPOINTS.ssoExchange, { code });

export const confirmEmailRequest = (token: string) => post<EmailConfirmed, ConfirmEmailBody>(ACCOUNT_ENDPOINTS.confirmEmail, { token });

/** A new confirmation link for the signed-in learner (the access token goes as Bearer). */
export const resendConfirmationRequest = () => api<MessageResponse>(ACCOUNT_ENDPOINTS.resendConfirmation, { method: 'POST' });
