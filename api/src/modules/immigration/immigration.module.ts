import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { sessionsModule } from '../accounts/sessions.module';
import { immigrationRoutes } from './immigration.routes';
import { ImmigrationService } from './immigration.service';
import { immigrationAdmin } from './immigration.admin';

/** Immigration support cases, opened from the CIF form and followed by staff. */
export const immigrationModule = defineModule({
  name: 'immigration',
  needs: [platformModule, sessionsModule],
  provides: ({ db }) => ({ immigration: new ImmigrationService(db) }),
  routes: (app, services) => immigrationRoutes(app, services),
  admin: immigrationAdmin,
});
