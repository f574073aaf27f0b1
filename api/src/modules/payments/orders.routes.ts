import { Type } from 'typebox';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { Slug } from '../catalog/catalog.schemas';
import { orderDto } from './orders.service';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];
const NullableString = Type.Union([Type.String(), Type.Null()]);

const CreateOrderBody = Type.Object({
  item_type: Type.Union([Type.Literal('plan'), Type.Literal('career_path'), Type.Literal('token_pack')]),
  item_slug: Slug,
});

const PayBody = Type.Object({
  card: Type.Object({
    number: Type.String({ pattern: '^[0-9][0-9 -]{10,24}[0-9]$' }),
    exp_month: Type.Integer({ minimum: 1, maximum: 12 }),
    exp_year: Type.Integer({ minimum: 0, maximum: 2100 }),
    cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
    name: Type.Optional(Type.String({ maxLength: 120 })),
  }),
});

const OrderParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const OrderSchema = Type.Object({
  id: Type.String(),
  item_type: Type.String(),
  item_slug: Type.String(),
  item_name: Type.String(),
  amount_usd: Type.Number(),
  amount_usd_cents: Type.Integer(),
  currency_code: Type.String(),
  local_amount: Type.Number({ description: 'amount_usd converted to currency_code at order time' }),
  tokens: Type.Integer({ description: 'tokens granted when paid' }),
  status: Type.String({ description: 'pending | processing | paid' }),
  last_error: NullableString,
  payment_provider: NullableString,
  card_last4: NullableString,
  paid_at: NullableString,
  created_at: Type.String(),
});

export async function ordersRoutes(app: App, { auth, orders }: Services) {
  app.post(
    '/payments/orders/',
    { schema: { tags, security, description: 'Orders a plan, a career-path bundle or a token pack.', body: CreateOrderBody, response: { 201: OrderSchema } } },
    async (request, reply) => {
      const { user } = await auth.require(request);
      const order = await orders.create(user.id, request.body.item_type, request.body.item_slug);
      return reply.status(201).send(orderDto(order));
    },
  );

  app.get('/payments/orders/', { schema: { tags, security, response: { 200: Type.Object({ count: Type.Integer(), results: Type.Array(OrderSchema) }) } } }, async (request) => {
    const { user } = await auth.require(request);
    const rows = await orders.list(user.id);
    return { count: rows.length, results: rows.map(orderDto) };
  });

  app.get('/payments/orders/:id/', { schema: { tags, security, params: OrderParams, response: { 200: OrderSchema } } }, async (request) => {
    const { user } = await auth.require(request);
    return orderDto(await orders.get(user.id, request.params.id));
  });

  app.post(
    '/payments/orders/:id/pay/',
    {
      schema: {
        tags,
        security,
        description:
          'Pays through the configured provider (sandbox: 4242424242424242 succeeds, 4000000000000002 is declined, 4000000000009995 has insufficient funds). A declined card answers 402 and leaves the order payable.',
        params: OrderParams,
        body: PayBody,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return orderDto(await orders.pay(user.id, request.params.id, request.body.card));
    },
  );

  app.get(
    '/payments/entitlements/',
    {
      schema: {
        tags,
        security,
        description: 'Plans and career paths the user has bought.',
        response: {
          200: Type.Object({
            count: Type.Integer(),
            results: Type.Array(Type.Object({ kind: Type.String(), slug: Type.String(), order_id: Type.String(), created_at: Type.String() })),
          }),
        },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      const rows = await orders.entitlementsOf(user.id);
      const results = rows.map((row) => ({ kind: row.kind, slug: row.slug, order_id: row.orderId, created_at: row.createdAt.toISOString() }));
      return { count: results.length, results };
    },
  );
}
