import { CreateOrderBody, EntitlementList, Order, OrderList, OrderParams, PayBody } from '@ilm/contract';
import type { App } from '../../http/types';
import type { Services } from '../../services';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

export async function ordersRoutes(app: App, { auth, orders }: Services) {
  app.post(
    '/payments/orders/',
    { schema: { tags, security, description: 'Orders a plan, a career-path bundle or a token pack.', body: CreateOrderBody, response: { 201: Order } } },
    async (request, reply) => {
      const { user } = await auth.require(request);
      const order = await orders.create(user.id, request.body.item_type, request.body.item_slug);
      return reply.status(201).send(await orders.presentOne(order, request.language));
    },
  );

  app.get('/payments/orders/', { schema: { tags, security, response: { 200: OrderList } } }, async (request) => {
    const { user } = await auth.require(request);
    const rows = await orders.list(user.id);
    return { count: rows.length, results: await orders.present(rows, request.language) };
  });

  app.get('/payments/orders/:id/', { schema: { tags, security, params: OrderParams, response: { 200: Order } } }, async (request) => {
    const { user } = await auth.require(request);
    return orders.presentOne(await orders.get(user.id, request.params.id), request.language);
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
        response: { 200: Order },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return orders.presentOne(await orders.pay(user.id, request.params.id, request.body.card), request.language);
    },
  );

  app.get(
    '/payments/entitlements/',
    {
      schema: {
        tags,
        security,
        description: 'Plans and career paths the user has bought.',
        response: { 200: EntitlementList },
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
