import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { sessionsModule } from '../accounts/sessions.module';
import { uploadsRoutes } from './uploads.routes';
import { UploadService } from './uploads.service';

/** A learner's uploaded files (CVs, documents), checked by their content. */
export const uploadsModule = defineModule({
  name: 'uploads',
  needs: [platformModule, sessionsModule],
  provides: ({ db, config }) => ({ uploads: new UploadService(db, config.dataDir) }),
  routes: (app, services) => uploadsRoutes(app, services),
});
