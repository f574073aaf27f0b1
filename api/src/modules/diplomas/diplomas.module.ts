import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { sessionsModule } from '../accounts/sessions.module';
import { diplomasRoutes } from './diplomas.routes';
import { createDiplomaService } from './diplomas.service';
import { diplomasAdmin } from './diplomas.admin';

/** Signed diplomas of finished career paths, their PDFs, verification and revocation list. */
export const diplomasModule = defineModule({
  name: 'diplomas',
  needs: [platformModule, sessionsModule],
  provides: ({ db, config }, { log }) => ({ diplomas: createDiplomaService(db, config, log) }),
  routes: (app, services) => diplomasRoutes(app, services),
  admin: diplomasAdmin,
});
