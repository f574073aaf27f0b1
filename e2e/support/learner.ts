import type { BrowserContext } from 'playwright-core';
import { API_URL, SHELL_URL } from './stack';

/** A learner account made through the API, with the tokens its sign-up returned. */
export interface Learner {
  email: string;
  password: string;
  access_token: string;
  refresh_token: string;
}

let made = 0;

/** Signs a new learner up through the API (`accounts/signup/`). */
export async function signUpLearner(): Promise<Learner> {
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
  return { email, password, ...session };
}

/** Puts a learner's session in the browser the way the site keeps it: the two token cookies. */
export async function signInBrowser(context: BrowserContext, learner: Learner): Promise<void> {
  await context.addCookies(
    (['access_token', 'refresh_token'] as const).map((name) => ({ name, value: learner[name], url: SHELL_URL, sameSite: 'Lax' as const })),
  );
}
