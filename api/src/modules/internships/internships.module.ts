import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { sessionsModule } from '../accounts/sessions.module';
import { catalogModule } from '../catalog/catalog.module';
import { internshipsRoutes } from './internships.routes';
import { InternshipService } from './internships.service';
import { internshipsAdmin } from './internships.admin';
import { seedInternships } from './seed/internships-seed';

/** Virtual internships: cohorts, seats, applications and withdrawals. */
export const internshipsModule = defineModule({
  name: 'internships',
  needs: [platformModule, sessionsModule, catalogModule],
  provides: ({ db, catalog }) => ({ internships: new InternshipService(db, catalog) }),
  routes: (app, services) => internshipsRoutes(app, services),
  seed: (tx) => seedInternships(tx),
  admin: internshipsAdmin,
});
