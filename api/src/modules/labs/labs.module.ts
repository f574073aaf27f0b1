import type { App } from '../../http/types';
import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { sessionsModule } from '../accounts/sessions.module';
import { catalogModule } from '../catalog/catalog.module';
import { diplomasModule } from '../diplomas/diplomas.module';
import { tokensModule } from '../tokens/tokens.module';
import { hintsRoutes } from './hints.routes';
import { HintService } from './hints.service';
import { instancesRoutes } from './instances.routes';
import { InstanceService } from './instances.service';
import { labEngineModule } from './lab-engine.module';
import { LabLifecycle } from './lifecycle';
import { ratingsRoutes } from './ratings.routes';
import { RatingService } from './ratings.service';
import { terminalRoutes } from './terminal.routes';

/** Lab instances (launch, stop, reset, checks), their lifecycle timer, hints, ratings and terminals. */
export const labsModule = defineModule({
  name: 'labs',
  needs: [platformModule, sessionsModule, tokensModule, labEngineModule, catalogModule, diplomasModule],
  provides: ({ db, config: { labs: settings }, tokens, driver, terminals, catalog, diplomas }, { log }) => {
    const lifecycle = new LabLifecycle(db, driver, tokens, settings, log, terminals);
    return {
      lifecycle,
      // A completed lab may finish a declared career path: its diploma is issued then.
      instances: new InstanceService(db, catalog, tokens, driver, lifecycle, settings, (userId, labSlug) => diplomas.afterLabCompleted(userId, labSlug)),
      ratings: new RatingService(db, catalog),
      hints: new HintService(db, catalog),
    };
  },
  routes: async (app, services) => {
    // Each routes file in a scope of its own, as its own plugin.
    for (const routes of [instancesRoutes, hintsRoutes, ratingsRoutes, terminalRoutes]) {
      await app.register(async (scope) => routes(scope as App, services));
    }
  },
  // The lab driver is checked once: without it the site runs and sandbox labs say they cannot be launched.
  // Then environments are matched with the database, and due builds and expiries applied (catching up
  // after a restart) and on an interval.
  onReady: async ({ driver, lifecycle }, { log }) => {
    try {
      await driver.ready();
      await lifecycle.reconcile();
    } catch (error) {
      log.error(`hands-on labs cannot run on this machine: ${error instanceof Error ? error.message : String(error)}`);
    }
    lifecycle.start();
  },
  onClose: ({ lifecycle }) => lifecycle.stop(),
});
