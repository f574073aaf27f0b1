import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { sessionsModule } from '../accounts/sessions.module';
import { labEngineModule } from '../labs/lab-engine.module';
import { progressRoutes } from './progress.routes';
import { ProgressService } from './progress.service';

/** A learner's progress through labs and career paths. */
export const progressModule = defineModule({
  name: 'progress',
  needs: [platformModule, sessionsModule, labEngineModule],
  provides: ({ db, driver }) => ({ progress: new ProgressService(db, () => driver.environments) }),
  routes: (app, services) => progressRoutes(app, services),
});
