import type { BrowserContext } from 'playwright-core';
import { linkIn, linkingTo } from './mailbox';
import { API_URL, SHELL_URL, type Stack } from './stack';

/** A learner account made through the API, with the tokens its sign-up returned. */
export interface Learner {
  email: string;
  password: string;
  access_token: string;
  refresh_token: string;
}

let made = 0;

/**
 * Signs a new learner up through the API (`accounts/signup/`) and confirms the e-mail the way a
 * learner does: the link of the confirmation mail that reached the stack's mailbox, sent to
 * `accounts/confirm-email/`. The learner then has the sign-up bonus (it waits for the confirmation).
 */
export async function signUpLearner(stack: Stack): Promise<Learner> {
  made += 1;
  const email = `learner-${Date.now()}-${made}@example.com`;
  const password = 'correct-horse-42';
  const response = await fetch(`${API_URL}accounts/signup/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Amina', last_name: 'Khan', email, password, telephone: '+923001234567', country: 'PK' }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const session = (await response.json()) as { access_token: string; refresh_token: string };
  await confirmEmail(stack, email);
  return { email, password, ...session };
}

/** Confirms `email` through the API with the token of the confirmation mail it received. */
export async function confirmEmail(stack: Stack, email: string): Promise<void> {
  const mail = await stack.mailbox.waitFor(email, { match: linkingTo('/auth/confirm-email') });
  const { token } = linkIn(mail, SHELL_URL, '/auth/confirm-email');
  const response = await fetch(`${API_URL}accounts/confirm-email/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw new Error(`confirm-email answered ${response.status}: ${await response.text()}`);
}

/** Puts a learner's session in the browser the way the site keeps it: the two token cookies. */
export async function signInBrowser(context: BrowserContext, learner: Learner): Promise<void> {
  await context.addCookies(
    (['access_token', 'refresh_token'] as const).map((name) => ({ name, value: learner[name], url: SHELL_URL, sameSite: 'Lax' as const })),
  );
}
