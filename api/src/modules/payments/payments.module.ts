import path from 'node:path';
import type { App } from '../../http/types';
import { SandboxPaymentProvider } from './sandbox-provider';
import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { sessionsModule } from '../accounts/sessions.module';
import { catalogModule } from '../catalog/catalog.module';
import { tokensModule } from '../tokens/tokens.module';
import { CurrencyService } from './currency.service';
import { ordersRoutes } from './orders.routes';
import { OrderService } from './orders.service';
import { PaymentRecovery } from './payment-recovery';
import { paymentsRoutes } from './payments.routes';
import { paymentsAdmin } from './payments.admin';

/** Currencies and rates, orders of plans and token packs, the payment provider and the recovery of interrupted payments. */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: [platformModule, sessionsModule, tokensModule, catalogModule],
  provides: ({ db, config, tokens, catalog }, { log, overrides }) => {
    const currency = new CurrencyService(db);
    // The sandbox keeps its record of charges beside the data, as a gateway keeps its own: after a crash
    // mid-payment the API asks it what was charged (PaymentRecovery).
    const paymentProvider = overrides.paymentProvider ?? new SandboxPaymentProvider({ journalFile: path.join(config.dataDir, 'sandbox-payments.jsonl') });
    const orders = new OrderService(db, currency, tokens, paymentProvider, catalog, { maxPendingOrders: config.payments.maxPendingOrders });
    const paymentRecovery = new PaymentRecovery(
      orders,
      { intervalMs: config.payments.recoveryIntervalMs, timeoutSeconds: config.payments.recoveryTimeoutSeconds },
      log,
    );
    return { currency, paymentProvider, orders, paymentRecovery };
  },
  routes: async (app, services) => {
    for (const routes of [paymentsRoutes, ordersRoutes]) await app.register(async (scope) => routes(scope as App, services));
  },
  // Orders a crash left mid-payment are settled by asking the payment provider, now and on a timer.
  onReady: ({ paymentRecovery }) => paymentRecovery.start(),
  onClose: ({ paymentRecovery }) => paymentRecovery.stop(),
  admin: paymentsAdmin,
});
