import { asc } from 'drizzle-orm';
import { Type } from 'typebox';
import { tokenPacks } from '../../db/schema';
import type { App } from '../../http/types';
import type { Services } from '../../services';

const tags = ['tokens'];
const security = [{ bearerAuth: [] }];

const LedgerEntry = Type.Object({
  id: Type.Integer(),
  delta: Type.Integer({ description: 'positive: granted, negative: spent' }),
  balance_after: Type.Integer(),
  reason: Type.String(),
  ref_type: Type.Union([Type.String(), Type.Null()]),
  ref_id: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});

const TokenPack = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  tokens: Type.Integer(),
  price_usd: Type.Number(),
  price_usd_cents: Type.Integer(),
});

export async function tokensRoutes(app: App, { auth, tokens, db }: Services) {
  app.get('/tokens/balance/', { schema: { tags, security, response: { 200: Type.Object({ balance: Type.Integer() }) } } }, async (request) => {
    const { user } = await auth.require(request);
    return { balance: await tokens.balance(user.id) };
  });

  app.get(
    '/tokens/ledger/',
    {
      schema: {
        tags,
        security,
        description: 'Every grant and spend, newest first. Page with `before` = the last id you have.',
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
          before: Type.Optional(Type.Integer({ minimum: 1 })),
        }),
        response: { 200: Type.Object({ count: Type.Integer(), results: Type.Array(LedgerEntry) }) },
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

  app.get('/tokens/packs/', { schema: { tags, response: { 200: Type.Object({ count: Type.Integer(), results: Type.Array(TokenPack) }) } } }, async () => {
    const rows = await db.select().from(tokenPacks).orderBy(asc(tokenPacks.position));
    const results = rows.map((pack) => ({
      slug: pack.slug,
      name: pack.name,
      tokens: pack.tokens,
      price_usd: pack.priceUsdCents / 100,
      price_usd_cents: pack.priceUsdCents,
    }));
    return { count: results.length, results };
  });
}
