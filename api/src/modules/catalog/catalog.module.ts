import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { labEngineModule } from '../labs/lab-engine.module';
import { catalogRoutes } from './catalog.routes';
import { CatalogService } from './catalog.service';
import { seedCatalog } from './seed/catalog-seed';

/** Labs, career paths and learning paths as the site lists them (a lab says whether this machine can run it). */
export const catalogModule = defineModule({
  name: 'catalog',
  needs: [platformModule, labEngineModule],
  provides: ({ db, config, driver }) => ({ catalog: new CatalogService(db, config.catalogCacheSeconds, () => driver.environments) }),
  routes: (app, services) => catalogRoutes(app, services),
  seed: seedCatalog,
});
