import type { BrowserContext } from 'playwright-core';

/**
 * The phone input asks a third-party IP-to-country service (docs/rules/accounts.md#telephone); the journeys answer it at
 * the network level, as that service answers (`1;PK;PAK;Pakistan`), since this machine has no
 * route to it.
 */
export async function answerCountryLookup(context: BrowserContext, code = 'PK', name = 'Pakistan'): Promise<void> {
  await context.route('https://ip2c.org/**', (route) => route.fulfill({ contentType: 'text/plain', body: `1;${code};${code}X;${name}` }));
}
