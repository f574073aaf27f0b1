import { asc } from 'drizzle-orm';
import { LedgerEntryList, LedgerQuery, TokenBalance, TokenPackList } from '@ilm/contract';
import { tokenPacks } from '../../db/schema';
import { wordsIn } from '../../i18n/catalog-words';
import type { App } from '../../http/types';
import type { Services } from '../../services';

const tags = ['tokens'];
const security = [{ bearerAuth: [] }];

export async function tokensRoutes(app: App, { auth, tokens, db, accounts }: Services) {
  app.get('/tokens/balance/', { schema: { tags, security, response: { 200: TokenBalance } } }, async (request) => {
    const { user } = await auth.require(request);
    // A fresh read: the session's cached user may predate the confirmation of the e-mail.
    const fresh = (await accounts.byId(user.id)) ?? user;
    // The sign-up bonus arrives with the e-mail's confirmation: until then the page says it is waiting.
    return { balance: fresh.tokenBalance, pending_signup_bonus: accounts.pendingSignupBonus(fresh) };
  });

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

  app.get('/tokens/packs/', { schema: { tags, response: { 200: TokenPackList } } }, async (request) => {
    const rows = await db.select().from(tokenPacks).orderBy(asc(tokenPacks.position));
    const results = rows.map((pack) => ({
      slug: pack.slug,
      name: wordsIn(request.language, { name: pack.name }, pack.translations).name,
      tokens: pack.tokens,
      price_usd: pack.priceUsdCents / 100,
      price_usd_cents: pack.priceUsdCents,
    }));
    return { count: results.length, results };
  });
}
