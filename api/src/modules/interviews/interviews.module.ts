import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { sessionsModule } from '../accounts/sessions.module';
import { catalogModule } from '../catalog/catalog.module';
import { baariModule } from '../baari/baari.module';
import { interviewsRoutes } from './interviews.routes';
import { InterviewService } from './interviews.service';

/** Mock interviews of a career path, judged by its rubric (and Baari's language model when one is set). */
export const interviewsModule = defineModule({
  name: 'interviews',
  needs: [platformModule, sessionsModule, catalogModule, baariModule],
  provides: ({ db, config, catalog }) => ({ interviews: new InterviewService(db, catalog, { modelTimeoutMs: config.baari.model?.timeoutMs }) }),
  routes: (app, services) => interviewsRoutes(app, services),
});
