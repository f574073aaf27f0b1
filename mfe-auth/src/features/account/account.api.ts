import { api } from '@ilm/shared/api';
import type { Session } from '@ilm/shared/stores';

/** The API calls of the sign-in and recovery screens. */
export const ACCOUNT_ENDPOINTS = {
  login: 'accounts/login/',
  signup: 'accounts/signup/',
  forgetPassword: 'accounts/forget-password/',
  oldForgetPassword: 'accounts/old-forget-password/',
  resetPassword: 'accounts/reset-password/',
  ssoExchange: 'accounts/sso/exchange/',
} as const;

export interface SignUpBody {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  telephone: string;
  country: string;
}

const post = <T>(path: string, body: object) => api<T>(path, { method: 'POST', body });

export const signInRequest = (body: { email: string; password: string }) => post<Session>(ACCOUNT_ENDPOINTS.login, body);

export const signUpRequest = (body: SignUpBody) => post<Session>(ACCOUNT_ENDPOINTS.signup, body);

/** Asks for a reset link; `legacy` uses the old entry point the old-forget-password page keeps alive. */
export const forgetPasswordRequest = (email: string, legacy = false) =>
  post<{ message: string }>(legacy ? ACCOUNT_ENDPOINTS.oldForgetPassword : ACCOUNT_ENDPOINTS.forgetPassword, { email });

export const resetPasswordRequest = (token: string, password: string) =>
  post<{ message: string }>(ACCOUNT_ENDPOINTS.resetPassword, { token, password });

export const ssoExchangeRequest = (code: string) => post<Session>(ACCOUNT_ENDPOINTS.ssoExchange, { code });
