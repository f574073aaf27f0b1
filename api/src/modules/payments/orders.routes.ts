import { CreateOrderBody, EntitlementList, Order, OrderList, OrderParams, PayBody } from '@ilm/contract';
import type { App } from '../../http/types';
import type { Authenticator } from '../accounts/authenticate';
import { TooManyPendingOrders, type OrderService } from './orders.service';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface OrdersRouteServices {
  auth: Authenticator;
  orders: OrderService;
}

export async function ordersRoutes(app: App, services: OrdersRouteServices) {
  placingRoutes(app, services);
  payingRoutes(app, services);
}

/** Placing an order and reading the caller's orders. */
function placingRoutes(app: App, { auth, orders }: OrdersRouteServices) {
  app.post(
    '/payments/orders/',
    {
      schema: {
        tags,
        security,
        description:
          'Orders a plan, a career-path bundle or a token pack: 201 with a new pending order, or 200 with the pending order the learner already has for that item at that price. Over ORDER_MAX_PENDING unpaid orders made in the last 24 hours: 429 too_many_pending_orders with Retry-After.',
        body: CreateOrderBody,
        response: { 200: Order, 201: Order },
      },
    },
    async (request, reply) => {
      const { user } = await auth.require(request);
      try {
        const { order, reused } = await orders.create(user.id, request.body.item_type, request.body.item_slug);
        return reply.status(reused ? 200 : 201).send(await orders.presentOne(order, request.language));
      } catch (error) {
        if (error instanceof TooManyPendingOrders) reply.header('retry-after', error.retryAfterSeconds);
        throw error;
      }
    },
  );

  app.get(
    '/payments/orders/',
    { schema: { tags, security, description: "Signed in: the caller's orders, newest first (at most 100).", response: { 200: OrderList } } },
    async (request) => {
      const { user } = await auth.require(request);
      const rows = await orders.list(user.id);
      return { count: rows.length, results: await orders.present(rows, request.language) };
    },
  );

  app.get(
    '/payments/orders/:id/',
    {
      schema: {
        tags,
        security,
        description: "Signed in: one of the caller's orders. 404 order_not_found for an order that is not the caller's.",
        params: OrderParams,
        response: { 200: Order },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return orders.presentOne(await orders.get(user.id, request.params.id), request.language);
    },
  );
}

/** Paying an order, and what the paid orders entitle the caller to. */
function payingRoutes(app: App, { auth, orders }: OrdersRouteServices) {
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
