import { asc, eq } from 'drizzle-orm';
import { LedgerEntryList, LedgerQuery, TokenBalance, TokenPackList } from '@ilm/contract';
import { tokenPacks } from '../catalog/catalog.schema';
import { users } from '../accounts/accounts.schema';
import { wordsIn } from '../../i18n/catalog-words';
import type { App } from '../../http/types';
import type { Authenticator } from '../accounts/authenticate';
import type { TokenService } from './tokens.service';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { pendingSignupBonus } from '../accounts/sign-up-bonus';

const tags = ['tokens'];
const security = [{ bearerAuth: [] }];

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface TokensRouteServices {
  auth: Authenticator;
  tokens: TokenService;
  db: Db;
  config: Config;
}

export async function tokensRoutes(app: App, { auth, tokens, db, config }: TokensRouteServices) {
  app.get(
    '/tokens/balance/',
    {
      schema: {
        tags,
        security,
        description:
          "Signed in: the learner's token balance, and `pending_signup_bonus`, the tokens that arrive when they confirm their e-mail address (0 once confirmed).",
        response: { 200: TokenBalance },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      // A fresh read: the session's cached user may predate the confirmation of the e-mail.
      const [row] = await db.select({ tokenBalance: users.tokenBalance, emailConfirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, user.id));
      const fresh = row ?? user;
      // The sign-up bonus arrives with the e-mail's confirmation: until then the page says it is waiting.
      return { balance: fresh.tokenBalance, pending_signup_bonus: pendingSignupBonus(fresh, config.signupBonusTokens) };
    },
  );

  app.get(
    '/tokens/ledger/',
    {
      schema: {
        tags,
        security,
        description: 'Every grant and spend, newest first. Page with `before` = the last id you have.',
        querystring: LedgerQuery,
        response: { 200: LedgerEntryList },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      const rows = await tokens.ledger(user.id, request.query.limit ?? 50, request.query.before);
      const results = rows.map((row) => ({
        id: row.id,
        delta: row.delta,
        balance_after: row.balanceAfter,
        reason: row.reason,
        ref_type: row.refType,
        ref_id: row.refId,
        created_at: row.createdAt.toISOString(),
      }));
      return { count: results.length, results };
    },
  );

  app.get(
    '/tokens/packs/',
    {
      schema: {
        tags,
        description: "Public: the token packs on sale, in shop order, each with its tokens and USD price; names in the request's language.",
        response: { 200: TokenPackList },
      },
    },
    async (request) => {
      const rows = await db.select().from(tokenPacks).orderBy(asc(tokenPacks.position));
      const results = rows.map((pack) => ({
        slug: pack.slug,
        name: wordsIn(request.language, { name: pack.name }, pack.translations).name,
        tokens: pack.tokens,
        price_usd: pack.priceUsdCents / 100,
        price_usd_cents: pack.priceUsdCents,
      }));
      return { count: results.length, results };
    },
  );
}
