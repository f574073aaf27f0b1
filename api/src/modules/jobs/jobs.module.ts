import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { sessionsModule } from '../accounts/sessions.module';
import { createJobServices } from './job-services';
import { jobsRoutes } from './jobs.routes';
import { jobsAdmin } from './jobs.admin';
import { seedJobOpenings } from './jobs.seed';

/** Job placement: the career profile, openings and applications (their mail leaves after the answer). */
export const jobsModule = defineModule({
  name: 'jobs',
  needs: [platformModule, sessionsModule],
  provides: ({ db, mailer, background, config }) => createJobServices(db, mailer, background, config.publicSiteUrl),
  routes: (app, services) => jobsRoutes(app, services),
  seed: seedJobOpenings,
  admin: jobsAdmin,
});
